/**
 * Class packs and credits. The service composes one module per use case: credit-rules.ts (the code's limits, the
 * messages), credit-lots.ts (lots granted, spent, restored and revoked, each change with its ledger row),
 * pack-catalogue.ts (the packs on sale and what they cover), credit-proofs.ts (the e-mail code and the token it
 * gives), credit-admin.ts (the owner's packs, holders, adjustments, grants and ledger). The credits a paid order
 * grants, a visitor's own balance, the expiry sweep and the quick balance stay here.
 */
import type { RateLimiter } from '../platform/rate-limit';
import { brandOf } from '../mail/brand';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { formatBookingRef } from '../../../domain/booking-ref';
import {
  balanceFor,
  type CreditTarget,
  creditExpiry,
  normaliseEmail,
  TRAINING_PACKAGE_CREDITS,
  TRAINING_PACKAGE_VALIDITY_DAYS,
} from '../../../domain/packs';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { creditLots, orders, packs } from '../../db/schema';
import type { MailService } from '../mail/mail';
import { type CreditBalanceFacts, creditsGrantedMail } from './credit-mails';
import { createCreditAdmin } from './credit-admin';
import { grantLot, ledger, liveBalance, lotColumns, type LotRow } from './credit-lots';
import { createCreditProofs } from './credit-proofs';
import { createPackCatalogue } from './pack-catalogue';

export function createCreditService(deps: { db: Db; config: Config; mail: MailService; rateLimiter: RateLimiter; clock: () => Date }) {
  const { db, config, mail, rateLimiter, clock } = deps;

  const catalogue = createPackCatalogue({ db });
  const { packColumns, onSale, saleable } = catalogue;
  const { requestCode, verifyCode, emailOfToken } = createCreditProofs({ db, config, mail, rateLimiter, clock });
  const admin = createCreditAdmin({ db, config, mail, clock, catalogue });

  return {
    onSale,
    saleable,

    /**
     * Credits for a paid order, in the confirming transaction: its pack's, or the 12 sessions of the
     * training package. Once per order. Returns the e-mail facts, or null when the order grants nothing.
     */
    async grantForOrder(tx: DbOrTx, orderId: number, now: Date): Promise<CreditBalanceFacts | null> {
      const [order] = await tx
        .select({
          email: orders.email,
          kind: orders.kind,
          sessionType: orders.sessionType,
          packId: orders.packId,
          description: orders.description,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order || !order.email) return null;
      let lotId: number | null = null;
      if (order.kind === 'pack' && order.packId !== null) {
        const [pack] = await tx.select(packColumns).from(packs).where(eq(packs.id, order.packId));
        if (!pack) return null;
        lotId = await grantLot(
          tx,
          {
            email: order.email,
            scope: 'class',
            title: pack.name,
            classTypeIds: pack.classTypeIds,
            credits: pack.credits,
            expiresAt: creditExpiry(now, pack.validityDays),
            orderId,
          },
          'system',
          `Bought: order ${formatBookingRef({ kind: 'training', id: orderId })}`,
        );
      } else if (order.kind === 'training' && order.sessionType === 'package') {
        lotId = await grantLot(
          tx,
          {
            email: order.email,
            scope: 'training',
            title: order.description,
            classTypeIds: [],
            credits: TRAINING_PACKAGE_CREDITS,
            expiresAt: creditExpiry(now, TRAINING_PACKAGE_VALIDITY_DAYS),
            orderId,
          },
          'system',
          `Bought: order ${formatBookingRef({ kind: 'training', id: orderId })}`,
        );
      } else return null;
      if (lotId === null) return null;
      const balance = await liveBalance(tx, order.email, now);
      await mail.queue(
        tx,
        creditsGrantedMail(await brandOf(tx, config), { email: order.email, orderId, title: order.description }, balance),
      );
      mail.kick();
      return balance;
    },

    requestCode,
    verifyCode,
    emailOfToken,

    /** A visitor's own live credits, once she has proved the address. */
    async mine(token: string, now: Date = clock()): Promise<CreditBalanceFacts> {
      return liveBalance(db, await this.emailOfToken(token, now), now);
    },

    admin,

    /**
     * Writes off the credits of lots past their expiry, each with an 'expire' ledger row. They stopped
     * counting at the expiry already; this only keeps the ledger's sum equal to the balance. One
     * conditional UPDATE decides, so every instance may run it.
     */
    async expireLapsed(now: Date = clock()): Promise<number> {
      return db.transaction(async (tx) => {
        const lapsed = await tx
          .select({ id: creditLots.id, remaining: creditLots.remaining })
          .from(creditLots)
          .where(and(gt(creditLots.remaining, 0), sql`${creditLots.expiresAt} <= ${now.toISOString()}::timestamptz`))
          .orderBy(asc(creditLots.id))
          .limit(500)
          .for('update', { skipLocked: true });
        for (const lot of lapsed) {
          await tx.update(creditLots).set({ remaining: 0 }).where(eq(creditLots.id, lot.id));
          await ledger(tx, { lotId: lot.id, delta: -lot.remaining, reason: 'expire', note: 'Expired', actor: 'system' });
        }
        return lapsed.length;
      });
    },

    /** Live credits of an e-mail that pay for `target` (for a quick answer before the booking's transaction). */
    async balanceFor(email: string, target: CreditTarget, now: Date = clock()): Promise<number> {
      const lots = (await db
        .select(lotColumns)
        .from(creditLots)
        .where(eq(creditLots.email, normaliseEmail(email)))) as LotRow[];
      return balanceFor(lots, target, now);
    },
  };
}

export type CreditService = ReturnType<typeof createCreditService>;
