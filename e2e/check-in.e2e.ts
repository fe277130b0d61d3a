import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, expect, test } from 'vitest';
import { addDays, formatTime12h, londonInstant, londonToday, timeAfter } from '../src/domain/time';
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

const SCANNED = { name: 'Tia Ticket', email: 'tia.ticket@e2e.test', phone: '07700 900771' };
const TICKED = { name: 'Rory Roster', email: 'rory.roster@e2e.test', phone: '07700 900772' };
const CAMERA_FILE = path.join(REPO_ROOT, 'e2e/.tmp/fake-camera.y4m');

/**
 * A video file for Chromium's fake camera: the QR picture in grey on a white 640x480 frame (YUV 4:2:0,
 * the only input the fake capture device reads).
 */
function qrVideo(png: Buffer): Buffer {
  const image = PNG.sync.read(png);
  const [w, h] = [640, 480];
  const y = Buffer.alloc(w * h, 235);
  const left = Math.floor((w - image.width) / 2);
  const top = Math.floor((h - image.height) / 2);
  for (let row = 0; row < image.height; row++) {
    for (let col = 0; col < image.width; col++) {
      const i = (row * image.width + col) * 4;
      const luma = 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
      y[(top + row) * w + left + col] = luma < 128 ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((w / 2) * (h / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]);
}

/**
 * Tomorrow's class, with the server's clock moved to that morning: the door opens on the class's own day
 * whatever the hour the journey runs at (a ticket for another day is refused).
 */
const CLASS_DAY = addDays(londonToday(), 1);
// In the evening, after every class the seed and the other journeys put on a day.
const CLASS_TIMES = { startTime: '21:30', endTime: '23:30' };

afterAll(resetServerClock);

test("journey: at the door on the owner's phone, a QR ticket is scanned with the camera and a name is ticked on the roster", async () => {
  const token = await adminToken();
  const mat = (await publicClassTypes()).find((t) => t.name === 'Mat Pilates Class')!;
  const times = CLASS_TIMES;
  const slot = await apiOk<{ id: number }>('/api/admin/location-availability', {
    token,
    body: {
      date: CLASS_DAY,
      ...times,
      // At the studio: an online class e-mails joining details, not a ticket for the door.
      locationId: (await locationByName(token, 'Main Studio')).id,
      isVirtualOnly: false,
      allowedClassTypes: [String(mat.id)],
      maxBookings: 6,
      notes: '',
      isActive: true,
    },
  });
  await bookAndPay({ ...SCANNED, classTypeId: mat.id, scheduleId: slot.id });
  await bookAndPay({ ...TICKED, classTypeId: mat.id, scheduleId: slot.id });

  // The camera films the QR code attached to Tia's confirmation e-mail.
  const mail = await waitForMail(SCANNED.email, (m) => m.subject.startsWith('Booking confirmed'));
  const ticketPng = (await simpleParser(mail.raw)).attachments.find((a) => a.filename === 'ticket.png');
  expect(ticketPng?.contentType).toBe('image/png');
  mkdirSync(path.dirname(CAMERA_FILE), { recursive: true });
  writeFileSync(CAMERA_FILE, qrVideo(ticketPng!.content));

  await setServerClock(londonInstant(CLASS_DAY, '08:45'));
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
    const j = await openJourney('check-in', { device: 'phone', storage: await adminStorage(), browser });
    await runJourney(j, async ({ page, context }) => {
      await context.grantPermissions(['camera']);
      // The owner opens check-in from the dashboard.
      await page.goto('/admin/dashboard');
      await visible(page.getByRole('link', { name: 'Check-in' }));
      await j.shot('dashboard');
      await page.getByRole('link', { name: 'Check-in' }).click();
      await page.waitForURL((u) => u.pathname === '/admin/check-in');
      await visible(page.getByRole('heading', { name: 'Check-in' }));

      // The roster of the class's day (tomorrow for the browser): tick Rory.
      await page.getByRole('button', { name: 'Next day' }).click();
      await page
        .getByText(
          new RegExp(
            `^${formatTime12h(times.startTime)} - ${formatTime12h(timeAfter(times.startTime, mat.durationMinutes!))} · 0/2 · Mat Pilates Class`,
          ),
        )
        .click();
      const rory = page.getByRole('checkbox', { name: TICKED.name });
      await visible(rory);
      await visible(page.getByText(TICKED.phone));
      await j.shot('roster');
      await j.check('no sideways scrolling at 390 px on the roster', async () => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      });
      await rory.click();
      await expect.poll(() => rory.isChecked()).toBe(true);
      const roryRow = page.locator('.mantine-Paper-root').filter({ hasText: TICKED.name });
      await visible(roryRow.getByText(/^Checked in \d\d:\d\d$/));
      await j.shot('ticked');

      // The camera reads Tia's ticket.
      await page.getByRole('button', { name: 'Open camera' }).click();
      const result = page.getByRole('status').filter({ hasText: SCANNED.name });
      await visible(result, 20_000);
      await expect(result.innerText()).resolves.toContain('Checked in');
      await visible(
        page
          .locator('.mantine-Paper-root')
          .filter({ hasText: SCANNED.name })
          .getByText(/^Checked in \d\d:\d\d$/),
      );
      await j.shot('scanned');
      await page.getByRole('button', { name: 'Close camera' }).click();

      await j.check('no sideways scrolling at 390 px', async () => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      });

      // On paper: only the roster table, with both names and their times.
      await page.emulateMedia({ media: 'print' });
      const printed = page.locator('.check-in-print-only');
      await visible(printed);
      await expect(printed.innerText()).resolves.toMatch(new RegExp(`${TICKED.name}\\s+${TICKED.phone}\\s+Paid\\s+\\d\\d:\\d\\d`));
      await expect(page.getByRole('button', { name: 'Open camera' }).isVisible()).resolves.toBe(false);
      await j.shot('print', { fullPage: true });
      await page.emulateMedia({ media: 'screen' });
    });
  } finally {
    await browser.close();
  }
}, 120_000);
