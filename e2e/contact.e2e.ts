import { expect, test } from 'vitest';
import type { EnquiryDto } from '../src/domain/dto';
import { adminStorage, adminToken, apiOk } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import { waitForMail } from './harness/mailbox';
import { chooseOption, openAdminSection, toast, visible } from './harness/site';
import { E2E_BUSINESS_NAME } from './harness/constants';
import type { Locator } from 'playwright-core';

const VISITOR = { name: 'Connie Contact', email: 'connie.contact@e2e.test', phone: '07700 900999' };
const MESSAGE = 'Do you run beginner reformer classes on Saturday mornings?';
const PHONE_VISITOR = { name: 'Polly Pocket', email: 'polly.pocket@e2e.test' };
const PHONE_MESSAGE = 'Is there parking near the studio on weekday evenings?';
/** enquiryAcknowledgementMail's subject. */
const ACKNOWLEDGEMENT = `We have your message: ${E2E_BUSINESS_NAME}`;

/** The texts that describe a field to assistive technology (its aria-describedby): where its error must be. */
const describedBy = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id)?.textContent?.trim() : ''))
      .filter(Boolean)
      .join(' | '),
  );

test('journey 6: the contact form refuses an empty name (field by field on a phone), sends a message, the visitor is acknowledged and the owner sees it', async () => {
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

  // The person who asked is told too: her message back, and when to expect an answer.
  const acknowledged = await waitForMail(VISITOR.email, (m) => m.subject === ACKNOWLEDGEMENT);
  expect(acknowledged.text).toContain(MESSAGE);

  // On a phone: an empty form says what is wrong beside each field it concerns, then the message goes and the
  // visitor receives the acknowledgement.
  const phone = await openJourney('contact', { device: 'phone' });
  await runJourney(phone, async ({ page }) => {
    await page.goto('/#contact');
    await page.waitForLoadState('networkidle');
    const section = page.locator('#contact');
    await section.scrollIntoViewIfNeeded();
    const send = section.getByRole('button', { name: /Send/ });
    await visible(send);
    await send.tap();
    const name = section.getByLabel(/Full Name/);
    const email = section.getByLabel(/Email Address/);
    await visible(section.getByText('Please enter your name', { exact: true }));
    await visible(section.getByText('Please enter your email address', { exact: true }));
    // Each message belongs to its own field (read out with it), and sits right under it on the screen.
    await expect(describedBy(name)).resolves.toContain('Please enter your name');
    await expect(describedBy(email)).resolves.toContain('Please enter your email address');
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    for (const [field, text] of [
      [name, 'Please enter your name'],
      [email, 'Please enter your email address'],
    ] as const) {
      const box = await field.boundingBox();
      const error = await section.getByText(text, { exact: true }).boundingBox();
      expect(
        error && box && error.y >= box.y + box.height - 1 && error.y - (box.y + box.height) < 24,
        `'${text}' right under its field`,
      ).toBe(true);
    }
    await phone.shot('field-errors');
    const before = await apiOk<EnquiryDto[]>('/api/admin/enquiries', { token: await adminToken() });
    expect(before.filter((e) => e.email === PHONE_VISITOR.email)).toEqual([]);

    await name.fill(PHONE_VISITOR.name);
    await email.fill(PHONE_VISITOR.email);
    await section.getByLabel(/Message/).fill(PHONE_MESSAGE);
    // Corrected, the messages go.
    await expect.poll(() => section.getByText('Please enter your name', { exact: true }).count()).toBe(0);
    await send.tap();
    await visible(toast(page, 'Message Sent!'), 5_000);
    await expect.poll(() => name.inputValue()).toBe('');
    await phone.shot('sent');
  });
  const phoneAcknowledged = await waitForMail(PHONE_VISITOR.email, (m) => m.subject === ACKNOWLEDGEMENT);
  expect(phoneAcknowledged.text).toContain(`Hello ${PHONE_VISITOR.name}`);
  expect(phoneAcknowledged.text).toContain(PHONE_MESSAGE);

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
