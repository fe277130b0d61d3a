import { describe, expect, it } from 'vitest';
import { BOOKINGS_CSV_HEADER, bookingsToCsv, csvCell } from './bookings-csv';
import type { AdminBookingDto } from './dto';

const base: AdminBookingDto = {
  id: 7,
  ref: 'B-7',
  kind: 'booking',
  name: 'Ann Smith',
  email: 'ann@example.com',
  phone: '07700 900123',
  className: 'Mat Pilates Class',
  classDate: '2026-11-23',
  classTime: '09:30',
  locationName: 'Main Studio',
  participantCount: 1,
  specialRequests: '',
  status: 'confirmed',
  amountPence: 1250,
  orderId: 3,
  paidPence: 1250,
  refundedPence: 0,
  sessionType: null,
  discountCode: null,
  paid: true,
  checkedIn: false,
  partyRef: null,
  createdAt: new Date('2026-07-01T08:05:00Z'),
  updatedAt: new Date('2026-07-01T08:05:00Z'),
};

/** RFC 4180 reader, so the tests check what a spreadsheet would see rather than our own string layout. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('bookingsToCsv', () => {
  it('starts with a UTF-8 byte-order mark and a header row, and ends every line with CRLF', () => {
    const csv = bookingsToCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe(`\uFEFF${BOOKINGS_CSV_HEADER.join(',')}\r\n`);
  });

  it('writes one row per booking with money as plain numbers of pounds in their own columns, and the booking time in London', () => {
    const rows = parseCsv(
      bookingsToCsv([base, { ...base, id: 8, paidPence: 5, refundedPence: 2, discountCode: 'WELCOME10', status: 'confirmed' }]).slice(1),
    );
    expect(rows).toHaveLength(3);
    const [header, first, second] = rows;
    const col = (name: (typeof BOOKINGS_CSV_HEADER)[number]) => header!.indexOf(name);
    expect(first![col('Paid (GBP)')]).toBe('12.50');
    expect(first![col('Refunded (GBP)')]).toBe('0.00');
    expect(first![col('Net (GBP)')]).toBe('12.50');
    expect(first![col('Discount code')]).toBe('');
    expect(second![col('Paid (GBP)')]).toBe('0.05');
    expect(second![col('Refunded (GBP)')]).toBe('0.02');
    expect(second![col('Net (GBP)')]).toBe('0.03');
    expect(second![col('Discount code')]).toBe('WELCOME10');
    expect(first![col('Type')]).toBe('Class booking');
    expect(first![col('Reference')]).toBe('B-7');
    expect(first![col('Date')]).toBe('2026-11-23');
    expect(first![col('Time')]).toBe('09:30');
    // 08:05 UTC on 1 July is 09:05 in London (BST).
    expect(first![col('Booked at')]).toBe('2026-07-01 09:05');
  });

  it('marks training orders and leaves what they do not have empty', () => {
    const training: AdminBookingDto = {
      ...base,
      kind: 'training',
      className: 'Personal Training - 12 Session Package',
      classDate: null,
      classTime: null,
      locationName: null,
      amountPence: 39000,
      paidPence: 39000,
      sessionType: 'package',
    };
    const [header, row] = parseCsv(bookingsToCsv([training]).slice(1));
    expect(row![header!.indexOf('Type')]).toBe('Personal training');
    expect(row![header!.indexOf('Date')]).toBe('');
    expect(row![header!.indexOf('Location')]).toBe('');
    expect(row![header!.indexOf('Paid (GBP)')]).toBe('390.00');
  });

  it('names a virtual class as such', () => {
    const [header, row] = parseCsv(bookingsToCsv([{ ...base, locationName: null }]).slice(1));
    expect(row![header!.indexOf('Location')]).toBe('Virtual Class');
  });

  it('keeps quotes, commas and line breaks inside their cell', () => {
    const tricky = { ...base, name: 'Smith, "Jo"', specialRequests: 'Bad knee\nand a sore back\r\nthanks' };
    const [header, row] = parseCsv(bookingsToCsv([tricky]).slice(1));
    expect(row).toHaveLength(BOOKINGS_CSV_HEADER.length);
    expect(row![header!.indexOf('Name')]).toBe('Smith, "Jo"');
    expect(row![header!.indexOf('Special requests')]).toBe('Bad knee\nand a sore back\r\nthanks');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const evil = { ...base, name: '=HYPERLINK("http://x","y")', email: '@SUM(1)', specialRequests: '-2+3', phone: '+447700900123' };
    const [header, row] = parseCsv(bookingsToCsv([evil]).slice(1));
    expect(row![header!.indexOf('Name')]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(row![header!.indexOf('Email')]).toBe(`'@SUM(1)`);
    expect(row![header!.indexOf('Special requests')]).toBe(`'-2+3`);
    expect(row![header!.indexOf('Phone')]).toBe(`'+447700900123`);
  });

  it('neutralises formulas for spreadsheets that split lines at semicolons (European locales)', () => {
    const evil = { ...base, name: ';=HYPERLINK("http://x","y")', specialRequests: 'fine;+1+1;@SUM(1);-3', email: 'a@b.c;=1' };
    const csv = bookingsToCsv([evil]).slice(1);
    // What such a spreadsheet sees: every `;` ends a cell, quotes only at a cell's start count.
    const cells = csv
      .split('\r\n')[1]!
      .split(';')
      .map((c) => c.replace(/^"/, ''));
    expect(cells.length).toBeGreaterThan(1);
    for (const cell of cells.slice(1)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const [header, row] = parseCsv(csv);
    expect(row![header!.indexOf('Name')]).toBe(`;'=HYPERLINK("http://x","y")`);
    expect(row![header!.indexOf('Special requests')]).toBe(`fine;'+1+1;'@SUM(1);'-3`);
  });

  it('keeps accents and the pound sign as they are', () => {
    const [, row] = parseCsv(bookingsToCsv([{ ...base, name: 'Zoë Brontë' }]).slice(1));
    expect(row).toContain('Zoë Brontë');
  });
});

describe('csvCell', () => {
  it('leaves plain text alone and quotes leading or trailing spaces', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });
});
