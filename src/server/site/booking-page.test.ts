import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerWeek } from '../../domain/dto';
import { addDays, londonToday, mondayOf, weekRangeLabel } from '../../domain/time';
import { buildApp } from '../app';
import { createSlot, seededClassType } from '../test/booking-fixtures';
import { useTestEnv } from '../test/harness';
import type { SsrEntry } from './pages';

const env = useTestEnv({ config: { BUSINESS_NAME: 'Harbour Pilates Studio', PUBLIC_URL: 'https://harbour.example' } });

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>x</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';
const dir = mkdtempSync(path.join(tmpdir(), 'booking-page-'));
writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The client's own server entry (what `npm run build` bundles into dist/ssr). */
const realEntry = async (): Promise<SsrEntry> => import('../../client/entry-server');

let app: FastifyInstance;
let monday: string;
beforeAll(async () => {
  monday = mondayOf(londonToday());
  const mat = await seededClassType(env.db, 'Mat Pilates Class');
  // The week's last evening: still to come whatever the day the test runs.
  await createSlot(env.db, { allowed: [mat.id], date: addDays(monday, 6), startTime: '21:30' });
  await env.services.credits.admin.create(
    { name: 'Harbour Ten Pack', description: '', isActive: true, pricePence: 9000, credits: 10, validityDays: 90, classTypeIds: [mat.id] },
    'owner',
  );
  app = await buildApp({
    config: env.config,
    database: env.database,
    services: env.services,
    clientDir: dir,
    ssr: { template: TEMPLATE, shell: TEMPLATE, entry: realEntry },
  });
  await app.ready();
});
afterAll(() => app?.close());

const root = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';

describe('/booking rendered by the server', () => {
  it("carries the current week's classes in its HTML (no loading text), and the week it was drawn from", async () => {
    const res = await app.inject({ method: 'GET', url: '/booking' });
    expect(res.statusCode).toBe(200);
    const body = root(res.body);
    expect(body).toContain(weekRangeLabel(monday));
    expect(body).toContain('Mat Pilates Class');
    expect(body).toContain('9:30 PM');
    expect(body).not.toContain('Loading schedule...');
    // The packs on sale under it: drawn after hydration they pushed the footer off a short week's first screen.
    expect(body).toContain('Harbour Ten Pack');
    expect(body).toContain('£90.00');
    expect(body).toContain('data-testid="pack-card"');
    // Both layouts, one shown by CSS: the server cannot know the screen, and the page must not move when it does.
    expect(body).toContain('data-testid="desktop-week"');
    expect(body).toContain('data-testid="phone-week"');
    const block = /<script type="application\/json" id="schedule-week">(.*?)<\/script>/.exec(res.body)?.[1];
    const week = JSON.parse(block!) as ServerWeek;
    expect(week.monday).toBe(monday);
    expect(week.slots.map((s) => s.startTime)).toContain('21:30');
    expect(week.classTypes.map((t) => t.name)).toContain('Mat Pilates Class');
    expect(week.openClassPricePence).toBe(env.config.OPEN_CLASS_PRICE_PENCE);
    expect(week.packs.map((p) => [p.name, p.pricePence, p.credits])).toEqual([['Harbour Ten Pack', 9000, 10]]);
  });

  it('keeps the landing page as it was: its schedule loads in the browser', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('id="schedule-week"');
  });
});
