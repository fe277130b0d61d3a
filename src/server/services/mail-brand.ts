import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { siteContent } from '../db/schema';
import type { Brand } from './emails';

/**
 * What an e-mail is signed with: the business name the owner set in Site content (the one her pages show),
 * else BUSINESS_NAME; logo, contact and links from the configuration. Read in the transaction that queues
 * the e-mail, so a message always carries the name of the moment it was written.
 */
export async function mailBrand(tx: DbOrTx, config: Config): Promise<Brand> {
  const [row] = await tx
    .select({ name: sql<string | null>`${siteContent.content}->>'businessName'` })
    .from(siteContent)
    .where(eq(siteContent.id, 1));
  const name = row?.name?.trim();
  return name ? { ...config, BUSINESS_NAME: name } : config;
}
