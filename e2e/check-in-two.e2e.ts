import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, expect, test } from 'vitest';
import { formatTime12h, londonInstant, timeAfter } from '../src/domain/time';
import {
  adminStorage,
  adminToken,
  apiOk,
  bookAndPay,
  locationByName,
  publicClassTypes,
  resetServerClock,
  setServerClock,
} from './harness/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT } from './harness/constants';
import { openJourney, runJourney } from './harness/journey';
import { waitForMail } from './harness/mailbox';
import { visible } from './harness/site';

// June 2032 only (issue 33's front desk, helper h33f): the server's and the browser's clocks are that morning.
const CLASS_DAY = '2032-06-16';
const TIMES = { startTime: '09:30', endTime: '10:30' };
const FIRST = { name: 'Flo Firstscan', email: 'flo.firstscan@e2e.test', phone: '07700 900891' };
const SECOND = { name: 'Sam Secondscan', email: 'sam.secondscan@e2e.test', phone: '07700 900892' };
const CAMERA_FILE = path.join(REPO_ROOT, 'e2e/.tmp/fake-camera-two.y4m');
const [W, H] = [640, 480];

/** One 640x480 grey frame (YUV 4:2:0) with the QR picture in the middle, or a blank one. */
function frame(png: Buffer | null): Buffer {
  const y = Buffer.alloc(W * H, 235);
  if (png) {
    const image = PNG.sync.read(png);
    const left = Math.floor((W - image.width) / 2);
    const top = Math.floor((H - image.height) / 2);
    for (let row = 0; row < image.height; row++)
      for (let col = 0; col < image.width; col++) {
        const i = (row * image.width + col) * 4;
        const luma = 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
        y[(top + row) * W + left + col] = luma < 128 ? 16 : 235;
      }
  }
  return Buffer.concat([Buffer.from('FRAME\n'), y, Buffer.alloc((W / 2) * (H / 2) * 2, 128)]);
}

/** Two tickets shown one after the other at the door: the first for 2 s, nothing for 1 s, the second for 2 s, nothing. */
function twoTicketsVideo(first: Buffer, second: Buffer): Buffer {
  const [a, b, none] = [frame(first), frame(second), frame(null)];
  const frames = [
    ...Array<Buffer>(20).fill(a),
    ...Array<Buffer>(10).fill(none),
    ...Array<Buffer>(20).fill(b),
    ...Array<Buffer>(10).fill(none),
  ];
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...frames]);
}

const ticketOf = async (email: string) => {
  const mail = await waitForMail(email, (m) => m.subject.startsWith('Booking confirmed'));
  const png = (await simpleParser(mail.raw)).attachments.find((a) => a.filename === 'ticket.png');
  expect(png?.contentType).toBe('image/png');
  return png!.content;
};

afterAll(resetServerClock);

test('journey: two people checked in with the camera in a row on a 390 px phone, each result their own', async () => {
  const token = await adminToken();
  const mat = (await publicClassTypes()).find((t) => t.name === 'Mat Pilates Class')!;
  const slot = await apiOk<{ id: number }>('/api/admin/location-availability', {
    token,
    body: {
      date: CLASS_DAY,
      ...TIMES,
      locationId: (await locationByName(token, 'Main Studio')).id,
      isVirtualOnly: false,
      allowedClassTypes: [String(mat.id)],
      maxBookings: 6,
      notes: '',
      isActive: true,
    },
  });
  await bookAndPay({ ...FIRST, classTypeId: mat.id, scheduleId: slot.id });
  await bookAndPay({ ...SECOND, classTypeId: mat.id, scheduleId: slot.id });
  mkdirSync(path.dirname(CAMERA_FILE), { recursive: true });
  writeFileSync(CAMERA_FILE, twoTicketsVideo(await ticketOf(FIRST.email), await ticketOf(SECOND.email)));

  const morning = londonInstant(CLASS_DAY, '09:10');
  await setServerClock(morning);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_FILE}`,
    ],
  });
  try {
    const j = await openJourney('check-in-two', { device: 'phone', storage: await adminStorage(), browser });
    await j.context.clock.setFixedTime(morning);
    await runJourney(j, async ({ page, context }) => {
      await context.grantPermissions(['camera']);
      await page.goto('/admin/check-in');
      await visible(page.getByRole('heading', { name: 'Check-in' }));
      await page
        .getByText(
          new RegExp(
            `^${formatTime12h(TIMES.startTime)} - ${formatTime12h(timeAfter(TIMES.startTime, mat.durationMinutes!))} · 0/2 · Mat Pilates Class`,
          ),
        )
        .click();
      await visible(page.getByRole('checkbox', { name: FIRST.name }));

      await page.getByRole('button', { name: 'Open camera' }).click();
      // The first ticket: her name and "Checked in", which stays so while her code is still in view.
      const first = page.getByRole('status').filter({ hasText: FIRST.name });
      await visible(first, 20_000);
      await expect(first.innerText()).resolves.toContain('Checked in');
      await expect(first.innerText()).resolves.not.toContain('Already');
      await j.shot('first-scanned');
      // The second ticket, straight after: the result is his, not hers.
      const second = page.getByRole('status').filter({ hasText: SECOND.name });
      await visible(second, 20_000);
      await expect(second.innerText()).resolves.toContain('Checked in');
      await expect(second.innerText()).resolves.not.toContain(FIRST.name);
      await j.shot('second-scanned');
      await page.getByRole('button', { name: 'Close camera' }).click();

      for (const who of [FIRST, SECOND])
        await visible(
          page
            .locator('.mantine-Paper-root')
            .filter({ hasText: who.name })
            .getByText(/^Checked in \d\d:\d\d$/),
        );
      await visible(page.getByText('2 of 2 checked in'));
      await j.check('no sideways scrolling at 390 px', async () => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      });
    });
  } finally {
    await browser.close();
  }
}, 120_000);
