import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '../../domain/site-content-defaults';
import { SITE_IMAGE_MAX_SIDE } from '../services/site/site-content';
import { useTestEnv } from '../test/harness';

const env = useTestEnv();
let first: FastifyInstance;
let second: FastifyInstance;
let token: string;

beforeAll(async () => {
  first = await env.app();
  // Two instances on one database (a second connection pool on PostgreSQL).
  second = (await env.secondInstance({ poolSize: 10 })).app;
  token = await env.adminToken();
});

const auth = () => ({ authorization: `Bearer ${token}` });

describe('site content over REST', () => {
  it('starts on the placeholders at version 0, and names no discount code anywhere in them', async () => {
    const res = await first.inject({ method: 'GET', url: '/api/admin/site-content', headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: 0, content: DEFAULT_SITE_CONTENT });
    expect(JSON.stringify(DEFAULT_SITE_CONTENT)).not.toMatch(/WELCOME|\b[A-Z]{4,}\d{1,3}\b/);
  });

  it('refuses hostile input with a 400 naming the field, and a request without a token with 401', async () => {
    const bad = await first.inject({
      method: 'PATCH',
      url: '/api/admin/site-content',
      headers: auth(),
      payload: {
        version: 0,
        content: { ...DEFAULT_SITE_CONTENT, heroTitle: '', heroImage: { url: 'javascript:alert(1)', width: 1, height: 1, alt: '' } },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/heroTitle/);
    expect(bad.json().fieldErrors.content.join(' ')).toMatch(
      /Hero title is required.*image must be an uploaded picture|image must be an uploaded picture.*Hero title is required/,
    );
    expect(bad.body).not.toMatch(/postgres|pglite|drizzle|at .*\.ts/i);
    const anonymous = await first.inject({
      method: 'PATCH',
      url: '/api/admin/site-content',
      payload: { version: 0, content: DEFAULT_SITE_CONTENT },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes exactly one of 200 parallel saves made from the same version, across two instances; the rest get 409', async () => {
    const { version } = (await first.inject({ method: 'GET', url: '/api/admin/site-content', headers: auth() })).json<{
      version: number;
    }>();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 === 0 ? first : second).inject({
          method: 'PATCH',
          url: '/api/admin/site-content',
          headers: auth(),
          payload: { version, content: { ...DEFAULT_SITE_CONTENT, aboutTitle: `Edit number ${i}` } },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    const winner = answers.find((a) => a.statusCode === 200)!.json<{ version: number; content: { aboutTitle: string } }>();
    expect(winner.version).toBe(version + 1);
    const stored = (await second.inject({ method: 'GET', url: '/api/admin/site-content', headers: auth() })).json();
    expect(stored).toEqual(winner);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toMatch(/changed elsewhere/);
  });

  it('resizes an uploaded photo to WebP, serves it from /media for a year, and refuses a file that is no picture', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 20, g: 120, b: 110 } } })
      .jpeg()
      .toBuffer();
    const res = await first.inject({
      method: 'POST',
      url: '/api/admin/site-content/images',
      headers: { ...auth(), 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(res.statusCode).toBe(201);
    const image = res.json<{ url: string; width: number; height: number }>();
    expect(image.url).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
    expect(image).toMatchObject({ width: SITE_IMAGE_MAX_SIDE, height: Math.round((SITE_IMAGE_MAX_SIDE * 2000) / 3000) });

    // Any instance serves it (the bytes are in the database).
    const served = await second.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: image.width, height: image.height });

    const junk = await first.inject({
      method: 'POST',
      url: '/api/admin/site-content/images',
      headers: { ...auth(), 'content-type': 'image/png' },
      payload: Buffer.from('not a picture at all'),
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toMatch(/picture/);
    expect((await first.inject({ method: 'GET', url: '/media/ffffffffffffffffffffffffffffffff.webp' })).statusCode).toBe(404);
    expect((await first.inject({ method: 'GET', url: '/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    const anonymous = await first.inject({
      method: 'POST',
      url: '/api/admin/site-content/images',
      headers: { 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('makes narrower copies for srcset and a 1200×630 JPEG for link previews at upload, and serves them', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .png()
      .toBuffer();
    const res = await first.inject({
      method: 'POST',
      url: '/api/admin/site-content/images',
      headers: { ...auth(), 'content-type': 'image/png' },
      payload: photo,
    });
    const image = res.json<{ url: string; width: number; height: number }>();
    const base = image.url.slice(0, -'.webp'.length);
    for (const width of [480, 960]) {
      const copy = await second.inject({ method: 'GET', url: `${base}-${width}.webp` });
      expect(copy.statusCode, `${width}`).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: Math.round((width * 1600) / 2400) });
    }
    const og = await second.inject({ method: 'GET', url: `${base}-og.jpg` });
    expect(og.statusCode).toBe(200);
    expect(og.headers['content-type']).toBe('image/jpeg');
    expect(og.headers['cache-control']).toContain('immutable');
    expect(await sharp(og.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect((await first.inject({ method: 'GET', url: `${base}-640.webp` })).statusCode).toBe(404);
    expect((await first.inject({ method: 'GET', url: `${base}-og.webp` })).statusCode).toBe(404);
  });

  it('makes the copies of a picture stored before copies existed when they are first asked for', async () => {
    const { siteImages } = await import('../db/schema');
    const { like } = await import('drizzle-orm');
    const photo = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: 10, g: 10, b: 200 } } })
      .jpeg()
      .toBuffer();
    const image = (await env.services.siteContent.uploadImage(photo)) as { url: string };
    const id = /([a-f0-9]{32})/.exec(image.url)![1]!;
    await env.db.delete(siteImages).where(like(siteImages.id, `${id}-%`));
    const og = await first.inject({ method: 'GET', url: `/media/${id}-og.jpg` });
    expect(og.statusCode).toBe(200);
    expect(await sharp(og.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const copy = await first.inject({ method: 'GET', url: `/media/${id}-480.webp` });
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width: 480, height: 480 });
  });

  it('names the upload limit when it refuses a picture that is too large', async () => {
    const res = await first.inject({
      method: 'POST',
      url: '/api/admin/site-content/images',
      headers: { ...auth(), 'content-type': 'image/jpeg' },
      payload: Buffer.alloc(15 * 1024 * 1024 + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'payload_too_large',
      message: 'image: the picture is larger than the upload limit of 15 MB; make it smaller and try again',
    });
  });
});
