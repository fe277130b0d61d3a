import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { Log } from './log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  meta?: Record<string, unknown>;
}

/** How long a claimed row is reserved for the instance sending it; after that another may retry it. */
const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 10;
interface FlushResult {
  sent: number;
  failed: number;
}

const backoffMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/**
 * E-mail through an outbox: `queue` writes inside the caller's business transaction, `flush` sends
 * after commit. Without SMTP_URL the rows simply wait (and are logged), so nothing is lost in development.
 */
export function createMailService(deps: { db: Db; config: Config; log: Log }) {
  const { db, config, log } = deps;
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  let timer: NodeJS.Timeout | null = null;

  async function queue(tx: DbOrTx, message: MailMessage): Promise<void> {
    await tx.insert(emailOutbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, meta: message.meta ?? null });
    if (!transport) log.info('SMTP_URL is not set: e-mail kept in the outbox', { to: message.to, subject: message.subject });
  }

  /** Sends what is due. Rows are claimed with FOR UPDATE SKIP LOCKED, so instances never send the same row twice at once. */
  async function flushOnce(opts: { now?: Date; limit?: number } = {}): Promise<FlushResult> {
    const result = { sent: 0, failed: 0 };
    if (!transport) return result;
    const now = opts.now ?? new Date();
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.id))
      .limit(opts.limit ?? 20)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(inArray(emailOutbox.id, due))
      .returning({ id: emailOutbox.id, to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text, html: emailOutbox.html, attempts: emailOutbox.attempts });

    for (const row of claimed.sort((a, b) => a.id - b.id)) {
      try {
        await transport.sendMail({ from: config.MAIL_FROM, to: row.to, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) });
        await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, row.id));
        result.sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        await db
          .update(emailOutbox)
          .set({ status: giveUp ? 'failed' : 'pending', lastError: message.slice(0, 1000), nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)) })
          .where(eq(emailOutbox.id, row.id));
        log.warn(giveUp ? 'e-mail failed for good' : 'e-mail failed; will retry', { id: row.id, to: row.to, attempts: row.attempts, error: message });
        result.failed++;
      }
    }
    return result;
  }

  // One flush at a time per process: later calls queue behind the running one.
  let tail: Promise<unknown> = Promise.resolve();
  function serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  }

  const flush = (opts: { now?: Date; limit?: number } = {}) => serial(() => flushOnce(opts));

  let kickWaiting = false;
  /** Sends soon, without making the caller wait for SMTP (called after a business transaction commits). */
  function kick(): void {
    if (!transport || kickWaiting) return;
    kickWaiting = true;
    serial(() => {
      kickWaiting = false;
      return flushOnce();
    }).catch((error: unknown) => log.error('e-mail flush failed', { error: String(error) }));
  }

  async function idle(): Promise<void> {
    let seen: Promise<unknown>;
    do {
      seen = tail;
      await seen;
    } while (seen !== tail);
  }

  return {
    queue,
    flush,
    kick,
    /** Resolves when no flush is running or queued in this process. */
    idle,
    startWorker(intervalMs = 5_000): void {
      if (timer || !transport) return;
      timer = setInterval(kick, intervalMs);
      timer.unref();
    },
    async stopWorker(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await idle();
    },
    verifyTransport: () => transport?.verify() ?? Promise.resolve(false),
  };
}

export type MailService = ReturnType<typeof createMailService>;
