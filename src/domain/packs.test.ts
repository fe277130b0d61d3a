import { describe, expect, it } from 'vitest';
import {
  balanceFor,
  covers,
  creditAdjustSchema,
  creditExpiry,
  creditsKeptAfterRefund,
  lotToSpend,
  normaliseEmail,
  packInputSchema,
} from './packs';

describe('credit expiry (Europe/London)', () => {
  it('ends at the London midnight after the last valid day, in winter (GMT)', () => {
    // Bought 23 Nov 2026 at 23:30 London: 30 days of validity run to the end of 23 Dec.
    expect(creditExpiry(new Date('2026-11-23T23:30:00Z'), 30).toISOString()).toBe('2026-12-24T00:00:00.000Z');
  });

  it('ends at a London midnight in summer time (BST), across the clock change', () => {
    // Bought 1 Mar 2026 (GMT); 60 days ends at the end of 30 Apr, which is 23:00 UTC in BST.
    expect(creditExpiry(new Date('2026-03-01T10:00:00Z'), 60).toISOString()).toBe('2026-04-30T23:00:00.000Z');
  });

  it('counts the London day, not the UTC day, of a purchase just after midnight in summer', () => {
    // 00:30 BST on 1 Jul is 23:30 UTC on 30 Jun: bought on 1 Jul in London.
    expect(creditExpiry(new Date('2026-06-30T23:30:00Z'), 1).toISOString()).toBe('2026-07-02T23:00:00.000Z');
  });
});

describe('what a credit covers', () => {
  const all = { scope: 'class' as const, classTypeIds: [] };
  const yoga = { scope: 'class' as const, classTypeIds: [3] };
  const pt = { scope: 'training' as const, classTypeIds: [] };

  it('an all-classes credit pays for any class, an Open Class included, and never for training', () => {
    expect(covers(all, { scope: 'class', classTypeId: 7 })).toBe(true);
    expect(covers(all, { scope: 'class', classTypeId: null })).toBe(true);
    expect(covers(all, { scope: 'training' })).toBe(false);
  });

  it('a class-type credit pays only for its types, not an Open Class', () => {
    expect(covers(yoga, { scope: 'class', classTypeId: 3 })).toBe(true);
    expect(covers(yoga, { scope: 'class', classTypeId: 4 })).toBe(false);
    expect(covers(yoga, { scope: 'class', classTypeId: null })).toBe(false);
  });

  it('a training credit pays only for training', () => {
    expect(covers(pt, { scope: 'training' })).toBe(true);
    expect(covers(pt, { scope: 'class', classTypeId: 3 })).toBe(false);
  });
});

describe('balances and which lot is spent', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const lots = [
    { id: 1, scope: 'class' as const, classTypeIds: [], remaining: 2, expiresAt: new Date('2027-01-01T00:00:00Z') },
    { id: 2, scope: 'class' as const, classTypeIds: [3], remaining: 1, expiresAt: new Date('2026-12-01T00:00:00Z') },
    { id: 3, scope: 'class' as const, classTypeIds: [], remaining: 5, expiresAt: new Date('2026-11-23T12:00:00Z') },
  ];

  it('stops counting a lot at the instant it expires', () => {
    expect(balanceFor(lots, { scope: 'class', classTypeId: 3 }, now)).toBe(3);
    expect(balanceFor(lots, { scope: 'class', classTypeId: 3 }, new Date('2026-11-23T11:59:59Z'))).toBe(8);
  });

  it('spends from the covering lot that expires first', () => {
    expect(lotToSpend(lots, { scope: 'class', classTypeId: 3 }, now)?.id).toBe(2);
    expect(lotToSpend(lots, { scope: 'class', classTypeId: 4 }, now)?.id).toBe(1);
    expect(lotToSpend(lots, { scope: 'training' }, now)).toBeNull();
  });
});

describe('pack and adjustment input', () => {
  it('reads a pack with defaults and refuses 0 credits or a negative price, naming the field', () => {
    expect(packInputSchema.parse({ name: '10 classes', pricePence: 6500, credits: 10, validityDays: 90 })).toMatchObject({
      classTypeIds: [],
      isActive: true,
      description: '',
    });
    expect(packInputSchema.safeParse({ name: 'x', pricePence: -1, credits: 10, validityDays: 90 }).error?.issues[0]?.path).toEqual([
      'pricePence',
    ]);
    expect(packInputSchema.safeParse({ name: 'x', pricePence: 1, credits: 0, validityDays: 90 }).error?.issues[0]?.path).toEqual([
      'credits',
    ]);
  });

  it('needs a reason and a non-zero whole delta', () => {
    expect(creditAdjustSchema.safeParse({ lotId: 1, delta: 0, reason: 'nothing' }).success).toBe(false);
    expect(creditAdjustSchema.safeParse({ lotId: 1, delta: 1.5, reason: 'half' }).success).toBe(false);
    expect(creditAdjustSchema.safeParse({ lotId: 1, delta: -1, reason: '' }).success).toBe(false);
    expect(creditAdjustSchema.safeParse({ lotId: 1, delta: -1, reason: 'Session on 20 Nov' }).success).toBe(true);
  });

  it('normalises e-mails to lower case without spaces', () => {
    expect(normaliseEmail('  Pat.Buyer@Example.COM ')).toBe('pat.buyer@example.com');
  });
});

describe('creditsKeptAfterRefund', () => {
  it('a full refund takes every unused credit; a part refund in proportion, counting credits spent meanwhile', () => {
    expect(creditsKeptAfterRefund({ granted: 5, remaining: 5 }, 5000, 5000)).toBe(0);
    expect(creditsKeptAfterRefund({ granted: 5, remaining: 5 }, 5000, 2500)).toBe(2);
    expect(creditsKeptAfterRefund({ granted: 5, remaining: 3 }, 5000, 2500)).toBe(0);
    expect(creditsKeptAfterRefund({ granted: 10, remaining: 8 }, 5000, 1000)).toBe(6);
    expect(creditsKeptAfterRefund({ granted: 5, remaining: 5 }, 5000, 0)).toBe(5);
    // Applied again after the same refund: the 3 it took are not "spent".
    expect(creditsKeptAfterRefund({ granted: 5, remaining: 1, revoked: 3 }, 5000, 2500)).toBe(1);
  });
});
