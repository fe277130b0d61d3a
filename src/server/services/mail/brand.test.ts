import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { useTestEnv } from '../../test/harness';

const env = useTestEnv({ config: { BUSINESS_NAME: 'Configured Name Pilates' } });

const lastMail = async () =>
  (await env.db.select({ text: emailOutbox.text, html: emailOutbox.html }).from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1))[0]!;

describe('the name e-mails sign with', () => {
  it('is BUSINESS_NAME until the owner names the business in the site content, then the name the site shows', async () => {
    await env.services.contact.send({ name: 'Asker One', email: 'one@example.com', message: 'Hello' });
    expect((await lastMail()).text).toContain('Configured Name Pilates');

    const current = await env.services.siteContent.get();
    await env.services.siteContent.update(current.version, { ...current.content, businessName: 'Harbour & Co Pilates' });
    await env.services.contact.send({ name: 'Asker Two', email: 'two@example.com', message: 'Hello again' });
    const mail = await lastMail();
    expect(mail.text).toContain('Harbour & Co Pilates');
    expect(mail.text).not.toContain('Configured Name Pilates');
    expect(mail.html).toContain('Harbour &amp; Co Pilates');
  });
});
