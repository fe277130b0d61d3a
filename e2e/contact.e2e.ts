import { expect, test } from 'vitest';
import type { EnquiryDto } from '../src/domain/dto';
import { adminStorage, adminToken, apiOk } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { waitForMail } from './harness/mailbox';
import { chooseOption, openAdminSection, toast, visible } from './harness/site';

const VISITOR = { name: 'Connie Contact', email: 'connie.contact@e2e.test', phone: '07700 900999' };
const MESSAGE = 'Do you run beginner reformer classes on Saturday mornings?';

test('journey 6: the contact form refuses an empty name, sends a message and the owner sees it', async () => {
  const j = await openJourney('contact', { device: 'desktop' });
  await runJourney(j, async ({ page }) => {
    await page.goto('/#contact');
    // The section is prerendered HTML, inert until its code arrives and hydrates it (typing earlier
    // would be lost), so a person's first keystroke comes once the page has gone quiet.
    await page.waitForLoadState('networkidle');
    const section = page.locator('#contact');
    await section.scrollIntoViewIfNeeded();
    await visible(section.getByText('Within 24 hours'));
    const send = section.getByRole('button', { name: /Send/ });

    // Name left empty: a toast, and nothing is sent.
    await section.getByLabel(/Email Address/).fill(VISITOR.email);
    await send.click();
    const required = toast(page, 'Required Fields');
    await j.check("toast 'Required Fields'", async () => {
      await visible(required, 5_000);
      await expect(required.innerText()).resolves.toContain('Please fill in your name and email address.');
    });
    await j.shot('required-fields');
    const before = await apiOk<EnquiryDto[]>('/api/admin/enquiries', { token: await adminToken() });
    expect(before.filter((e) => e.email === VISITOR.email)).toEqual([]);

    await section.getByLabel(/Full Name/).fill(VISITOR.name);
    await section.getByLabel(/Phone Number/).fill(VISITOR.phone);
    await chooseOption(section, /Service Interest/, 'Personal Training');
    await section.getByLabel(/Message/).fill(MESSAGE);
    await j.shot('filled');
    await send.click();
    const sent = toast(page, 'Message Sent!');
    await j.check("toast 'Message Sent!'", async () => {
      await visible(sent, 5_000);
      await expect(sent.innerText()).resolves.toContain('will get back to you within 24 hours.');
    });
    // The form clears after a successful send.
    await expect.poll(() => section.getByLabel(/Full Name/).inputValue()).toBe('');
    await expect(section.getByLabel(/Email Address/).inputValue()).resolves.toBe('');
    await expect(section.getByLabel(/Message/).inputValue()).resolves.toBe('');
    await j.shot('sent');
  });

  // The owner is told by e-mail, and the enquiry is in the admin Enquiries tab.
  const notice = await waitForMail('owner@e2e.test', (m) => m.text.includes(VISITOR.name));
  expect(notice.text).toContain(MESSAGE);

  const admin = await openJourney('contact-admin', { device: 'desktop', storage: await adminStorage() });
  await runJourney(admin, async ({ page }) => {
    await page.goto('/admin/dashboard');
    await openAdminSection(page, 'Bookings', 'Enquiries');
    const entry = page.locator('tr, article, li, div').filter({ hasText: VISITOR.name }).filter({ hasText: MESSAGE }).last();
    await visible(entry);
    const text = await entry.innerText();
    expect(text).toContain(VISITOR.email);
    expect(text).toMatch(/Personal Training/i);
    await admin.shot('enquiries');
  });
});
