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

  // What the served HTML gives the photo's <img>: its src, srcset and sizes.
  let src = '';
  let srcset: string | undefined;
  let sizes: string | undefined;

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
    // The photo's <img>: a srcset of narrower copies made at upload, and sizes, so a phone fetches a small one.
    const tag = /<img\b[^>]*class="about-photo"[^>]*>/.exec(html)?.[0];
    expect(tag, 'the about photo in the served HTML').toBeDefined();
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag!)?.[1];
    src = attr('src') ?? '';
    srcset = attr('srcset');
    sizes = attr('sizes');
    expect(src).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
    const media = await fetch(new URL(src, e2eEnv().baseUrl));
    expect(media.headers.get('content-type')).toBe('image/webp');
    const full = (await sharp(Buffer.from(await media.arrayBuffer())).metadata()).width;
    expect(full).toBeLessThanOrEqual(1600);
    expect(attr('sizes')).toBeTruthy();
    const candidates = (attr('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/) as [string, string]);
    expect(new Set(candidates.map(([, w]) => w)).size, `srcset ${attr('srcset')}`).toBeGreaterThanOrEqual(2);
    expect(candidates).toContainEqual([src, `${full}w`]);
    // Each copy is served, as wide as its descriptor says.
    for (const [url, w] of candidates) {
      const copy = await fetch(new URL(url, e2eEnv().baseUrl));
      expect(copy.headers.get('content-type'), url).toBe('image/webp');
      expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).width, url).toBe(Number(w.slice(0, -1)));
    }

    // The link preview: a 1200x630 JPEG copy of the picture, served.
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(og).toBe(new URL(src.replace(/\.webp$/, '-og.jpg'), e2eEnv().baseUrl).toString());
    const preview = await fetch(og!);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    const ogMeta = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect([ogMeta.format, ogMeta.width, ogMeta.height]).toEqual(['jpeg', 1200, 630]);

    await page.goto('/#about');
    await visible(page.getByRole('heading', { name: title }));
    await visible(page.getByRole('img', { name: 'Sam teaching a reformer class' }));
    await j.shot('about-on-site');
  });

  // A visitor's phone (a browser that has not seen the full picture in the admin tab): the page, once its code
  // has run, keeps the srcset and sizes, and the 390 px screen fetches the 480 px copy, not the full picture.
  const visitor = await openJourney('site-content-visitor', { device: 'phone' });
  await runJourney(visitor, async ({ page }) => {
    await page.goto('/#about');
    const img = page.getByRole('img', { name: 'Sam teaching a reformer class' });
    await visible(img);
    await expect(img.getAttribute('srcset')).resolves.toBe(srcset);
    await expect(img.getAttribute('sizes')).resolves.toBe(sizes);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await expect(img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).resolves.toBe(
      src.replace(/\.webp$/, '-480.webp'),
    );
    await visitor.shot('about-photo');
  });
});
