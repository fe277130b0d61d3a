import { desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import type { TestEnv } from './harness';

/** Signs `email` in the way she does: asks for the link, reads it from her e-mail, exchanges it for a session. */
export async function accountSessionFor(env: Pick<TestEnv, 'db' | 'services'>, email: string): Promise<string> {
  await env.services.accountSignIn.requestLink(email);
  const [mail] = await env.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email.toLowerCase()))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /\/account#([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  return (await env.services.accountSignIn.exchange(token)).sessionToken;
}
