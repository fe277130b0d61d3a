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

/**
 * Waits until the page has stopped changing: the document's height and the scroll position have stayed the
 * same for 20 animation frames in a row (sections' code loaded and laid out, nothing left moving). A
 * condition polled every frame, in place of a sleep.
 */
export async function layoutSettled(page: Page, timeout = 10_000) {
  await page.evaluate(() => ((window as unknown as { __layout?: unknown }).__layout = undefined));
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __layout?: { key: string; frames: number } };
      const key = `${document.documentElement.scrollHeight}:${Math.round(window.scrollY)}`;
      w.__layout = w.__layout?.key === key ? { key, frames: w.__layout.frames + 1 } : { key, frames: 0 };
      return w.__layout.frames >= 20;
    },
    undefined,
    { polling: 'raf', timeout },
  );
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

/** The schedule's booking buttons, matched on their visible label (their accessible names add the class and date). */
export const BOOK_LABEL = /^(Book & Pay|Book & Pay Now|Fully Booked|Past)$/;

/** A button whose visible text is exactly `label`. */
export function buttonWithText(scope: Locator | Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('button').filter({ hasText: new RegExp(`^${escaped}$`) });
}

/**
 * The smallest element that shows this slot's start time and this class name together with a
 * booking button: one slot of the schedule.
 */
export function slotRow(page: Page, opts: { time: string; name: string }): Locator {
  return page
    .locator('div, li, article, section, tr')
    .filter({ visible: true })
    .filter({ has: page.getByText(opts.time, { exact: true }) })
    .filter({ has: page.getByText(opts.name, { exact: true }) })
    .filter({ has: page.getByRole('button').filter({ hasText: BOOK_LABEL }) })
    .last();
}

/**
 * Picks `option` in the labelled select, whether it is a native <select> or a Mantine combobox.
 */
export async function chooseOption(scope: Locator | Page, label: string | RegExp, option: string) {
  const page = 'page' in scope ? scope.page() : scope;
  const native = scope
    .locator('select')
    .filter({ has: page.locator('option') })
    .and(scope.getByLabel(label));
  if ((await native.count()) > 0) {
    await native.first().selectOption({ label: option });
    return;
  }
  await scope
    .getByRole('textbox', { name: label })
    .or(scope.getByRole('combobox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
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

/** /checkout's customer step: name, e-mail and phone, then 'Continue to Payment'. */
export async function fillCheckoutCustomer(page: Page, visitor: { name: string; email: string; phone: string; discountCode?: string }) {
  await page.getByLabel('Full Name').fill(visitor.name);
  await page.getByLabel('Email Address').fill(visitor.email);
  await page.getByLabel('Phone Number').fill(visitor.phone);
  if (visitor.discountCode) await page.getByLabel('Discount Code (Optional)').fill(visitor.discountCode);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
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

/**
 * Opens a dashboard section the way the owner does: on a desktop the group's button (a menu when the group has
 * several sections), on a phone the one menu that lists every section under its group.
 */
export async function openAdminSection(page: Page, group: string, section: string) {
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  await visible(nav);
  const phoneMenu = nav.getByRole('button', { name: /^Menu: / });
  if (await phoneMenu.isVisible()) await phoneMenu.click();
  else {
    const groupButton = nav.getByRole('button', { name: group, exact: true });
    await groupButton.click();
    // A group of one section is the section itself.
    if ((await groupButton.getAttribute('aria-haspopup')) === null) return;
  }
  await page.getByRole('menuitem', { name: section, exact: true }).click();
  await visible(nav.getByRole('tab', { name: section, exact: true, selected: true }));
}
