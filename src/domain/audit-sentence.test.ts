import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-sentence';

const row = (action: string, entityId: string, before: unknown, after: unknown) => ({
  action,
  entity: action.slice(0, action.lastIndexOf('.')),
  entityId,
  before,
  after,
});

describe('auditSentence', () => {
  it('reads money in pounds and names the customer with the reference', () => {
    expect(auditSentence(row('booking.refund', 'B-35', null, { amountPence: 1200, orderId: 4 }), 'Jo Bloggs')).toBe(
      'Refunded £12.00 to Jo Bloggs (B-35)',
    );
    expect(auditSentence(row('booking.refund', 'T-7', null, { amountPence: 4000, reason: 'owner' }))).toBe('Refunded £40.00 to T-7');
  });

  it('says who a private note was about, without its words', () => {
    expect(auditSentence(row('client_note.create', '7', null, { email: 'jo@example.com', length: 12 }))).toBe(
      'Added a private note on jo@example.com',
    );
    expect(auditSentence(row('client_note.delete', '7', { email: 'jo@example.com', author: 'owner' }, null))).toBe(
      'Removed a private note on jo@example.com',
    );
  });

  it('says what a withdrawal did to each booking', () => {
    const after = {
      outcome: 'deleted',
      cancelled: [
        { ref: 'B-1', refundPence: 1200, refundStatus: 'succeeded' },
        { ref: 'B-2', refundPence: 0, refundStatus: null },
      ],
      failed: [],
    };
    expect(auditSentence(row('slot.withdraw', '12', null, after))).toBe(
      'Withdrew class slot 12 (deleted): cancelled 2 bookings (B-1 refunded £12.00, B-2)',
    );
  });

  it('records check-ins, no-shows and status changes as sentences', () => {
    expect(auditSentence(row('booking.check_in', 'B-9', null, { via: 'ticket' }), 'Tia Ticket')).toBe(
      'Checked in Tia Ticket (B-9) by ticket',
    );
    expect(auditSentence(row('booking.no_show', 'B-9', {}, null), 'Tia Ticket')).toBe('Marked Tia Ticket (B-9) as a no-show');
    expect(auditSentence(row('slot.no_shows', '3', null, { refs: ['B-1', 'B-2'] }))).toBe(
      'Marked 2 no-shows after class slot 3 (B-1, B-2)',
    );
    expect(auditSentence(row('booking.status', 'B-5', { status: 'held' }, { status: 'confirmed' }), 'Al')).toBe(
      'Changed Al (B-5) from held to confirmed',
    );
  });

  it('names what was created, changed or removed, prices in pounds, and leaves out secrets and timestamps', () => {
    expect(auditSentence(row('class_type.create', '4', null, { name: 'Yoga' }))).toBe('Created class type “Yoga”');
    expect(
      auditSentence(
        row(
          'class_type.update',
          '4',
          { name: 'Yoga', pricePence: 1200, isActive: true, updatedAt: '2026-01-01' },
          { name: 'Yoga', pricePence: 1400, isActive: false, updatedAt: '2026-02-01' },
        ),
      ),
    ).toBe('Updated class type “Yoga”: price £12.00 → £14.00; is active yes → no');
    expect(auditSentence(row('discount_code.remove', '2', { code: 'SUMMER' }, null))).toBe('Removed discount code “SUMMER”');
    expect(auditSentence(row('api_key.create', '1', null, { name: 'Zapier', keyHash: 'x' }))).toBe('Created API key “Zapier”');
    expect(
      auditSentence(row('credit_lot.adjust', '8', null, { email: 'a@b.test', delta: -2, remaining: 3, reason: 'Used by phone' })),
    ).toBe('Adjusted credits of a@b.test by -2 (now 3): Used by phone');
  });
});
