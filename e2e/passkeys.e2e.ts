/**
 * Issue 32's passkeys on a phone, with Chromium's virtual authenticator (a real WebAuthn ceremony in the real
 * browser): signed in by the e-mailed link she adds a passkey, signs out, signs in with it (no e-mail), and
 * removes it. WebAuthn refuses an IP address, so the journey uses the site as http://localhost:<port>, which
 * the server names as its relying party for a loopback PUBLIC_URL.
 */
import { expect, test } from 'vitest';
import { openJourney, runJourney } from './harness/journey';
import { waitForMail } from './harness/mailbox';
import { hidden, visible } from './harness/site';

const HER = 'pam.passkey@e2e.test';

test('a phone customer adds a passkey, signs out, signs in with it without an e-mail, and removes it', async () => {
  const j = await openJourney('passkeys', { device: 'phone' });
  await runJourney(j, async ({ page, context }) => {
    const site = new URL(j.baseUrl);
    site.hostname = 'localhost';
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto(new URL('/account', site).toString());
    await page.getByLabel('Email address').fill(HER);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    const mail = await waitForMail(HER, (m) => m.text.includes('/account#'), 30_000);
    await page.goto(new URL(/(\/account#[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!, site).toString());

    await visible(page.getByRole('heading', { name: 'Passkeys' }), 15_000);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const card = page.locator('[aria-label^="Passkey added "]');
    await visible(card, 15_000);
    await expect(card.innerText()).resolves.toContain('Not used yet');
    await card.scrollIntoViewIfNeeded();
    await j.shot('added');

    j.expectProblem(/status of 401 .*account\.me/, 'signed out, her page asks the server once more and is told there is no session');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // Signed in again with nothing e-mailed: her page, the passkey now used.
    await visible(page.getByRole('heading', { name: 'Passkeys' }), 15_000);
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain('Last used');
    // One key on her device, for this site, used twice (added, then signed in).
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.map((c) => [c.rpId, c.isResidentCredential])).toEqual([['localhost', true]]);
    expect(credentials[0]!.signCount).toBeGreaterThanOrEqual(1);
    await j.shot('signed-in-with-passkey');

    await card.getByRole('button', { name: 'Remove' }).click();
    await j.shot('remove-asked');
    await card.getByRole('button', { name: 'Remove passkey' }).click();
    await hidden(card, 15_000);
    await visible(page.getByRole('button', { name: 'Add a passkey' }));
  });
});
