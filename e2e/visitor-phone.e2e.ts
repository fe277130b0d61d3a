import { expect, test } from 'vitest';
import { addDays, dayjs, formatLongDate, londonInstant, londonToday, mondayOf, weekDates, weekRangeLabel } from '../src/domain/time';
import { adminToken, apiOk, createSlot, journeyDate, journeyWeekMonday, locationByName, weekSlots } from './harness/api';
import { openJourney, runJourney } from './harness/journey';
import {
  buttonWithText,
  expectScrolledTo,
  fillCheckoutCustomer,
  hidden,
  payWithTestCard,
  showJourneyWeek,
  toast,
  visible,
} from './harness/site';

const VISITOR = { name: 'Pat Phone', email: 'pat.phone@e2e.test', phone: '07700 900456' };

test('journey 2: a phone visitor uses the menu, the day list and pays for an Open Class at /checkout', async () => {
  const token = await adminToken();
  const studio = await locationByName(token, 'Main Studio');
  const date = journeyDate(1);
  // No class types allowed: an 'Open Class' at the open-class price.
  await createSlot(token, { date, startTime: '10:00', locationId: studio.id, classTypeIds: [], maxBookings: 4 });

  const j = await openJourney('visitor', { device: 'phone' });
  await runJourney(j, async ({ page }) => {
    await page.goto('/');
    const menuToggle = page
      .getByRole('button', { name: /menu|navigation/i })
      .filter({ visible: true })
      .first();
    await visible(menuToggle);
    await j.shot('landing');

    // The collapsible menu opens, and closes by itself once an item is chosen.
    await menuToggle.click();
    // Destinations are links (they open in a new tab, copy, and read as links), not buttons.
    const classesItem = page.getByRole('link', { name: 'Classes', exact: true });
    await visible(classesItem.filter({ visible: true }));
    await expect(classesItem.filter({ visible: true }).first().getAttribute('href')).resolves.toBe('/#classes');
    const footerLinks = page.getByRole('navigation', { name: 'Quick links' });
    await expect(footerLinks.getByRole('link', { name: 'Contact', exact: true }).getAttribute('href')).resolves.toBe('/#contact');
    await expect(footerLinks.getByRole('button').count()).resolves.toBe(0);
    await expect(menuToggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await j.shot('menu-open');
    await classesItem.filter({ visible: true }).first().click();
    await j.check("menu item 'Classes' scrolls to #classes", () => expectScrolledTo(page, 'classes'));
    await expect.poll(() => menuToggle.getAttribute('aria-expanded')).toBe('false');
    const header = page.getByRole('banner');
    await hidden(header.getByRole('link', { name: 'Personal Training', exact: true }));
    await j.shot('menu-closed');
    // Escape closes the open menu and hands focus back to its button.
    await menuToggle.click();
    await expect.poll(() => menuToggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => menuToggle.getAttribute('aria-expanded')).toBe('false');
    await expect(menuToggle.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // The phone schedule lists only the days that have classes.
    await page.goto('/booking');
    await showJourneyWeek(page);
    const openRow = page
      .locator('div, li, article')
      .filter({ visible: true })
      .filter({ has: page.getByText('10:00 AM', { exact: true }) })
      .filter({ has: page.getByText('Open Class', { exact: true }) })
      .filter({ has: buttonWithText(page, 'Book & Pay Now') })
      .last();
    // The week's slots have arrived once this journey's own slot shows, so absent days mean something.
    await visible(openRow);
    const slots = await weekSlots(journeyWeekMonday());
    const schedule = page.getByRole('main');
    for (const day of weekDates(journeyWeekMonday())) {
      const dayName = dayjs(day).format('dddd');
      const listed = await schedule
        .getByText(new RegExp(`\\b${dayName}\\b`))
        .filter({ visible: true })
        .count();
      expect(listed > 0, `${dayName} ${day} listed`).toBe(slots.some((s) => s.date === day));
    }
    await expect(schedule.getByText('No classes', { exact: true }).filter({ visible: true }).count()).resolves.toBe(0);

    await openRow.scrollIntoViewIfNeeded();
    await expect(openRow.innerText()).resolves.toContain('£25.00');
    await j.shot('schedule-days');

    // On a phone an Open Class goes straight to /checkout with the spec's query.
    await buttonWithText(openRow, 'Book & Pay Now').click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ class: 'Open Class', price: '25', type: 'class', date, time: '10:00' });
    await visible(page.getByRole('heading', { name: 'Secure Payment' }));
    await visible(page.getByText('£25.00'));
    await j.shot('checkout');

    await fillCheckoutCustomer(page, VISITOR);

    // A declined card: 'Payment Failed' with the provider's reason, and the visitor can try again.
    const pay = 'Pay £25.00';
    await visible(page.getByRole('button', { name: pay }), 15_000);
    await payWithTestCard(page, '4000 0000 0000 0002', pay);
    const failed = toast(page, 'Payment Failed');
    await j.check("toast 'Payment Failed' with the reason", async () => {
      await visible(failed, 15_000);
      await expect(failed.innerText()).resolves.toContain('Your card was declined.');
      // Beside the card field too, where she is looking.
      await expect(page.getByTestId('card-refusal').innerText()).resolves.toBe('Your card was declined.');
    });
    await j.shot('declined');

    await payWithTestCard(page, '4242 4242 4242 4242', pay);
    // A confirmation screen that stays, with the order's reference; a reload shows it again.
    await j.check('the confirmation screen after paying at /checkout', async () => {
      await page.waitForURL((u) => u.pathname === '/booking/confirmed' && /^#\d+$/.test(u.hash), { timeout: 15_000 });
      await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
      await expect(page.getByTestId('booking-reference').innerText()).resolves.toMatch(/^B-\d+$/);
      await expect(page.locator('main').innerText()).resolves.toContain(VISITOR.email);
    });
    await j.shot('success');
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Booking confirmed' }), 15_000);
    await j.shot('confirmed-again');
  });
});

test('the timetable on a phone: the week is in the address (shared, reloaded, Back), today first, an empty week offers the next', async () => {
  // A week of its own far ahead; the browser's clock stands on its Thursday, so Monday is a day gone by.
  const MONDAY = '2031-06-09';
  const THURSDAY_NOON = londonInstant('2031-06-12', '12:00');
  const token = await adminToken();
  const studio = await locationByName(token, 'Main Studio');
  for (const date of ['2031-06-09', '2031-06-13', '2031-06-25'])
    await createSlot(token, { date, startTime: '10:00', locationId: studio.id, classTypeIds: [], maxBookings: 4 });

  const j = await openJourney('visitor-week', { device: 'phone' });
  await j.context.clock.setFixedTime(THURSDAY_NOON);
  await runJourney(j, async ({ page }) => {
    const range = (monday: string) => page.getByText(weekRangeLabel(monday), { exact: true });
    const previous = page.getByRole('button', { name: 'Previous week' });
    const next = page.getByRole('button', { name: 'Next week' });
    const week = () => new URL(page.url()).searchParams.get('week');

    await page.goto('/booking');
    await visible(range(MONDAY));
    // The current week: nothing before it to go to.
    await expect(previous.isDisabled()).resolves.toBe(true);
    // Opens at today: Friday's class shows, Monday's (gone by) is folded away until asked for.
    const days = page.getByTestId('phone-week');
    await visible(days.getByRole('heading', { name: formatLongDate('2031-06-13') }));
    await expect(days.getByRole('heading', { name: formatLongDate('2031-06-09') }).count()).resolves.toBe(0);
    await j.shot('week-today-first');
    await page.getByRole('button', { name: 'Show earlier days (1)' }).click();
    await visible(days.getByRole('heading', { name: formatLongDate('2031-06-09') }));
    await expect(days.getByRole('button', { name: /^Past: / }).count()).resolves.toBe(1);

    // Each week is in the address: a history entry, kept by a reload.
    await next.click();
    await visible(range('2031-06-16'));
    expect(week()).toBe('2031-06-16');
    await expect(previous.isDisabled()).resolves.toBe(false);
    // An empty week offers the next week that has classes.
    const offer = page.getByTestId('no-classes-ahead');
    await visible(offer.getByText('No classes this week'));
    await j.shot('week-empty-offer');
    await offer.getByRole('button', { name: `Next classes: ${weekRangeLabel('2031-06-23')}` }).click();
    await visible(range('2031-06-23'));
    expect(week()).toBe('2031-06-23');
    await visible(page.getByTestId('phone-week').getByRole('heading', { name: formatLongDate('2031-06-25') }));
    await page.reload();
    await visible(range('2031-06-23'));
    await page.goBack();
    await visible(range('2031-06-16'));
    await page.goBack();
    await visible(range(MONDAY));
    expect(week()).toBeNull();

    // A shared link opens its week; an old one (a week gone by) opens this week.
    await page.goto('/booking?week=2031-06-25');
    await visible(range('2031-06-23'));
    await page.goto('/booking?week=2031-05-26');
    await visible(range(MONDAY));
    await expect(previous.isDisabled()).resolves.toBe(true);
  });
});

test("/booking's HTML carries the current week's classes, and the phone's first screen does not move when it hydrates", async () => {
  const token = await adminToken();
  // The last day of the current week: today's or a later day, never folded away as past.
  const sunday = addDays(mondayOf(londonToday()), 6);
  // A pack on sale, drawn under the timetable: on a Sunday the week is one day long and the footer is on the first
  // screen, so packs that arrived only after hydration pushed it off (CLS 0.12, when an earlier journey had made one).
  await apiOk('/api/admin/packs', {
    token,
    body: { name: 'Served Pack of 3', pricePence: 3300, credits: 3, validityDays: 30, classTypeIds: [] },
  });
  // After the pack: the week read that shows this class has the pack too. Done by 21:00: the check-in journey holds
  // 21:30-23:30 on the next day, which is this Sunday when run on a Saturday.
  await createSlot(token, { date: sunday, startTime: '20:00', locationId: null, classTypeIds: [], maxBookings: 3 });

  const j = await openJourney('visitor-booking-html', { device: 'phone' });
  await runJourney(j, async ({ page }) => {
    // What a crawler (or a phone before any script has run) receives. The server reads the week at most once a
    // minute, so the class made above shows within one.
    const root = async () =>
      /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<\/body>/.exec(await (await fetch(j.url('/booking'))).text())?.[1] ?? '';
    // The class made above, under its own day: another day's 8:00 PM class must not stand in for it (a week read
    // before it was made would then be served, and the page would move when it reads the week again).
    const sundaysClasses = async () => {
      const text = (await root()).replace(/<[^>]+>/g, ' ');
      const at = text.indexOf(formatLongDate(sunday));
      return at < 0 ? '' : text.slice(at, at + 600);
    };
    await j.check('the timetable is in the HTML, not its loading text', async () => {
      await expect.poll(sundaysClasses, { timeout: 75_000, interval: 5_000 }).toContain('8:00 PM');
      const html = await root();
      expect(html).toContain(weekRangeLabel(mondayOf(londonToday())));
      expect(html).toContain('Open Class');
      expect(html).toContain('Served Pack of 3');
      expect(html).not.toContain('Loading schedule...');
    });

    // The served packs' cards must stay the HTML's nodes through hydration: on a day whose week fills the first screen
    // a card dropped and drawn again moves nothing visible, so the layout shift alone would not tell.
    await page.addInitScript(() => {
      const w = window as unknown as { packCardsRemoved: number };
      w.packCardsRemoved = 0;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.removedNodes)
            if (n instanceof Element && (n.matches('[data-testid="pack-card"]') || n.querySelector('[data-testid="pack-card"]')))
              w.packCardsRemoved++;
      }).observe(document, { childList: true, subtree: true });
    });
    // Every layout shift of the page's life so far, once it has hydrated and asked for the week again.
    await page.goto('/booking', { waitUntil: 'networkidle' });
    await visible(page.getByTestId('phone-week').getByText('8:00 PM'));
    await visible(page.getByTestId('pack-card').filter({ hasText: 'Served Pack of 3' }));
    await j.check('the served packs are hydrated in place, never dropped and drawn again', async () =>
      expect(await page.evaluate(() => (window as unknown as { packCardsRemoved: number }).packCardsRemoved)).toBe(0),
    );
    // With what moved, so a failure names the element rather than only the score.
    const { shifted, moved } = await page.evaluate(
      () =>
        new Promise<{ shifted: number; moved: string[] }>((resolve) => {
          let total = 0;
          const moved: string[] = [];
          type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
          const observer = new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
              if (e.hadRecentInput) continue;
              total += e.value;
              for (const src of e.sources ?? []) {
                const el = src.node instanceof Element ? src.node : src.node?.parentElement;
                const what = el
                  ? `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
                  : 'text';
                moved.push(
                  `${e.value.toFixed(4)} ${what} y ${src.previousRect.y}->${src.currentRect.y} h ${src.previousRect.height}->${src.currentRect.height}`,
                );
              }
            }
          });
          observer.observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve({ shifted: total + 0, moved })));
        }),
    );
    await j.check(`no layout shift while hydrating (CLS ${shifted.toFixed(4)}: ${moved.join('; ')})`, async () =>
      expect(shifted).toBeLessThan(0.01),
    );
    await j.shot('booking-served-week');
  });
});
