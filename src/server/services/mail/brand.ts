import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { siteContent } from '../../db/schema';
import type { Brand } from './emails';

/**
 * Who the e-mails come from: the business name the site shows (the owner's site content, else the
 * BUSINESS_NAME setting, as site/pages.ts decides), read in the transaction that queues the mail.
 */
export async function brandOf(tx: DbOrTx, config: Config): Promise<Brand> {
  const [row] = await tx
    .select({ name: sql<string | null>`${siteContent.content} ->> 'businessName'` })
    .from(siteContent)
    .where(eq(siteContent.id, 1));
  const name = row?.name?.trim();
  return name ? { ...config, BUSINESS_NAME: name } : config;
}
