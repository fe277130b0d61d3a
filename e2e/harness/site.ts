/**
 * Ways to reach the product's screens that several journeys share, written against the spec's
 * visible texts and accessible roles (not CSS classes), so a journey reads like the spec.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { weekRangeLabel } from '../../src/domain/time';
import { journeyWeekMonday } from './api';

/** Waits until `locator` is visible (polling, with the locator in the failure message). */
export async function visible(locator: Locator, timeout = 10_000) {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function hidden(locator: Locator, timeout = 10_000) {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/** A notification (toast) with this title; Mantine renders notifications as role=alert. */
export function toast(page: Page, title: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: title });
}

/** Moves the schedule on `page` to the journey week (two weeks ahead) with the next-week button. */
export async function showJourneyWeek(page: Page) {
  const next = page.getByRole('button', { name: /next week/i });
  const label = weekRangeLabel(journeyWeekMonday());
  for (let i = 0; i < 2; i++) {
    await next.first().click();
  }
  await visible(page.getByText(label, { exact: true }));
}

/**
 * The smallest element that shows this slot's start time and this class name together with a
 * booking button: one class row of one slot in the schedule.
 */
export function slotRow(page: Page, opts: { time: string; name: string }): Locator {
  return page
    .locator('div, li, article, section, tr')
    .filter({ visible: true })
    .filter({ hasText: opts.time })
    .filter({ hasText: opts.name })
    .filter({ has: page.getByRole('button', { name: /^(Book & Pay|Book & Pay Now|Fully Booked)$/ }) })
    .last();
}

/**
 * The slot card around a class row: the element holding the start time and the spots count.
 * Read with `spotsIn` to get the available spots as a number.
 */
export async function spotsIn(row: Locator): Promise<number | null> {
  const text = (await row.innerText()).replace(/\s+/g, ' ');
  const m = /(-?\d+)\s+(?:spots?|places?)\b/i.exec(text) ?? /(?:spots?|places?)(?: left| available)?:?\s*(-?\d+)/i.exec(text);
  return m ? Number(m[1]) : null;
}

/** Fills the embedded test provider's card form (in `scope`) and presses its pay button. */
export async function payWithTestCard(scope: Locator | Page, card: string, payButton: RegExp | string) {
  await scope.getByLabel(/card number/i).fill(card);
  await scope.getByRole('button', { name: payButton }).click();
}

/** The vertical position of a section's top edge relative to the viewport, and whether the page is at its end. */
export async function sectionPosition(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const el = document.getElementById(sectionId);
    if (!el) return { top: Number.NaN, atEnd: false, scrollY: window.scrollY };
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    return { top: el.getBoundingClientRect().top, atEnd, scrollY: window.scrollY };
  }, id);
}

/** Waits until smooth scrolling has stopped with the section at the top (under the sticky header), or at the page end. */
export async function expectScrolledTo(page: Page, id: string) {
  let lastY = Number.NaN;
  await expect
    .poll(
      async () => {
        const p = await sectionPosition(page, id);
        const stopped = p.scrollY === lastY;
        lastY = p.scrollY;
        const viewport = page.viewportSize()?.height ?? 800;
        return stopped && p.top > -4 && (p.top < 160 || (p.atEnd && p.top < viewport));
      },
      { timeout: 5_000, interval: 150, message: `section #${id} scrolled into place` },
    )
    .toBe(true);
}
