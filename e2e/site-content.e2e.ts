import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { adminStorage } from './harness/api';
import { REPO_ROOT } from './harness/constants';
import { e2eEnv, openJourney, runJourney } from './harness/journey';
import { toast, visible } from './harness/site';

test('journey: the owner makes the About section their own in the Site content tab, on a phone', async () => {
  const photo = path.join(REPO_ROOT, 'e2e/.tmp/owner-photo.jpg');
  writeFileSync(
    photo,
    await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 120, b: 90 } } })
      .jpeg()
      .toBuffer(),
  );
  const title = `About Sam ${Date.now().toString(36)}`;

  const j = await openJourney('site-content', { device: 'phone', storage: await adminStorage() });
  await runJourney(j, async ({ page }) => {
    await page.goto('/admin/dashboard?tab=site-content');
    const about = page.getByRole('region', { name: 'About' });
    await visible(about.getByLabel('About title'));
    await j.shot('tab');
    await about.getByLabel('About title').fill(title);
    await about
      .getByLabel('About text')
      .fill('I have taught Pilates in Bristol since 2009.\n\nClasses are small, and every one is coached.');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), about.getByRole('button', { name: 'Upload picture' }).click()]);
    await chooser.setFiles(photo);
    await about.getByLabel('About photo: description for screen readers').fill('Sam teaching a reformer class');
    await page.getByRole('region', { name: 'Business' }).getByLabel('Studio address').fill('Unit 4, Quay Street\nBristol BS1 4DJ');
    await j.shot('edited');
    await page.getByRole('button', { name: 'Save site content' }).click();
    await visible(toast(page, 'Site Content Saved'));

    // The HTML the server sends (no browser, no script) has the owner's words and resized photo.
    const html = await (await fetch(new URL('/', e2eEnv().baseUrl))).text();
    expect(html).toContain(title);
    // The studio's address is in the footer of every page and in the business's JSON-LD.
    expect(html).toMatch(/<address[^>]*>Unit 4, Quay Street\nBristol BS1 4DJ<\/address>/);
    expect(html).toContain(
      '"address":{"@type":"PostalAddress","streetAddress":"Unit 4, Quay Street, Bristol BS1 4DJ","addressCountry":"GB"}',
    );
    const src =
      /<img[^>]*class="about-photo"[^>]*src="(\/media\/[a-f0-9]{32}\.webp)"|<img[^>]*src="(\/media\/[a-f0-9]{32}\.webp)"[^>]*class="about-photo"/.exec(
        html,
      );
    expect(src).not.toBeNull();
    const media = await fetch(new URL(src![1] ?? src![2]!, e2eEnv().baseUrl));
    expect(media.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await media.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(1600);

    await page.goto('/#about');
    await visible(page.getByRole('heading', { name: title }));
    await visible(page.getByRole('img', { name: 'Sam teaching a reformer class' }));
    await j.shot('about-on-site');
  });
});
