import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import type nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { enqueue, type JobService } from '../jobs/jobs';
import type { Log } from '../platform/log';

const require = createRequire(import.meta.url);

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
  encoding?: 'base64';
  cid?: string;
  /** A credential in itself (a QR ticket): sent, never kept. */
  secret?: boolean;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  meta?: Record<string, unknown>;
  /**
   * Small attachments kept with the message in the outbox: text (an .ics invitation) or base64 (a QR
   * ticket's PNG, shown inline where the HTML refers to it as cid:<cid>).
   */
  attachments?: MailAttachment[];
  /**
   * What works only for her: the tokens of her private links and the codes in the message. They are sent and
   * never kept: the stored copy replaces them with REDACTED once the message is sent or given up.
   */
  secrets?: string[];
  /**
   * A message that must be sent once only: queueing it again with the same key (a retry, a second click, a
   * second instance at the same moment) adds nothing. The key is unique in the outbox.
   */
  dedupeKey?: string;
}

/** What a working link or code reads as in the kept copy of an e-mail. */
export const REDACTED = '[removed once sent]';

type StoredAttachment = Omit<MailAttachment, 'secret'>;
interface KeptCopy {
  subject: string;
  text: string;
  html: string | null;
  attachments: StoredAttachment[] | null;
}

/** iCalendar folds long lines ("\r\n "): a token may be split across one. */
const unfolded = (content: string) => content.replace(/\r?\n[ \t]/g, '');

/**
 * The copy of a message that may be kept: every secret replaced, attachments that hold one (a ticket,
 * an invitation with the manage link) left out. Null when nothing in it needs removing.
 */
export function keptCopy(message: MailMessage): KeptCopy | null {
  const secrets = (message.secrets ?? []).filter((s) => s.length >= 6);
  const attachments = message.attachments ?? [];
  const holdsSecret = (a: MailAttachment) =>
    a.secret === true || (a.encoding !== 'base64' && secrets.some((s) => unfolded(a.content).includes(s)));
  if (!secrets.length && !attachments.some(holdsSecret)) return null;
  const redact = (value: string) => secrets.reduce((out, s) => out.split(s).join(REDACTED), value);
  const kept = attachments.filter((a) => !holdsSecret(a)).map(stored);
  return {
    subject: redact(message.subject),
    text: redact(message.text),
    html: message.html === undefined ? null : redact(message.html),
    attachments: kept.length ? kept : null,
  };
}

const stored = ({ secret: _secret, ...a }: MailAttachment): StoredAttachment => a;

/** Once sent (or given up), the row becomes its kept copy: the live links and codes go. */
const keptColumns = (copy: KeptCopy | null) => (copy ? { ...copy, redacted: null } : {});

const MAX_ATTEMPTS = 10;
export const EMAIL_JOB = 'email';

interface FlushResult {
  sent: number;
  failed: number;
}

/**
 * E-mail is the 'email' lane of the job table: `queue` writes the message to `email_outbox` (its
 * content and delivery record) and an 'email' job inside the caller's business transaction; the job
 * sends it after commit. Without SMTP_URL no instance takes 'email' jobs, so the messages simply wait.
 */
export function createMailService(deps: { db: Db; config: Config; log: Log; jobs: JobService; clock?: () => Date }) {
  const { db, config, log, jobs } = deps;
  // A copy is dated on the services' clock, as its sending is: the purge (same clock) keeps it its full year.
  const clock = deps.clock ?? (() => new Date());
  // nodemailer is loaded only when SMTP is configured (start-up; see payments/stripe.ts).
  const transport = config.SMTP_URL ? (require('nodemailer') as typeof nodemailer).createTransport(config.SMTP_URL) : null;

  if (transport) {
    jobs.register<{ outboxId: number }>(
      EMAIL_JOB,
      async ({ payload, job, now }) => {
        const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, payload.outboxId));
        // Delivery already recorded (a retry after a lost lease, say): never send twice.
        if (!row || row.status !== 'pending') return;
        try {
          await transport.sendMail({
            from: config.MAIL_FROM,
            to: row.to,
            subject: row.subject,
            text: row.text,
            ...(row.html ? { html: row.html } : {}),
            ...(row.attachments?.length ? { attachments: row.attachments } : {}),
          });
        } catch (error) {
          const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
          const giveUp = job.attempt >= job.maxAttempts;
          await db
            .update(emailOutbox)
            .set({ lastError: message, ...(giveUp ? { status: 'failed' as const, ...keptColumns(row.redacted) } : {}) })
            .where(eq(emailOutbox.id, row.id));
          throw error;
        }
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: now, lastError: null, ...keptColumns(row.redacted) })
          .where(eq(emailOutbox.id, row.id));
      },
      // SMTP is an outside effect: no transaction held open while it answers.
      { transaction: false },
    );
  }

  /**
   * Queues the message in the caller's transaction, to send now or from `opts.runAt` (a gift voucher's chosen day):
   * a job in the job table. False when its dedupeKey was queued before (nothing added).
   */
  async function queue(tx: DbOrTx, message: MailMessage, opts: { runAt?: Date } = {}): Promise<boolean> {
    const redacted = keptCopy(message);
    const [row] = await tx
      .insert(emailOutbox)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: message.attachments?.map(stored) ?? null,
        meta: message.meta ?? null,
        redacted,
        dedupeKey: message.dedupeKey ?? null,
        createdAt: clock(),
      })
      .onConflictDoNothing({ target: emailOutbox.dedupeKey })
      .returning({ id: emailOutbox.id });
    if (!row) return false;
    await enqueue(tx, {
      kind: EMAIL_JOB,
      payload: { outboxId: row.id },
      key: `email:${row.id}`,
      maxAttempts: MAX_ATTEMPTS,
      ...(opts.runAt ? { runAt: opts.runAt } : {}),
    });
    // The subject of a code's e-mail carries the code: the log gets the kept copy's.
    if (!transport)
      log.info({ to: message.to, subject: redacted?.subject ?? message.subject }, 'SMTP_URL is not set: e-mail kept in the outbox');
    return true;
  }

  /** Sends the e-mails that are due (at `now`): the job runner, limited to the e-mail lane. */
  async function flush(opts: { now?: Date; limit?: number } = {}): Promise<FlushResult> {
    if (!transport) return { sent: 0, failed: 0 };
    const { done, failed } = await jobs.runDue({ ...opts, kinds: [EMAIL_JOB] });
    return { sent: done, failed };
  }

  return {
    queue,
    flush,
    /** Sends soon, without making the caller wait for SMTP (called after a business transaction commits). */
    kick: () => jobs.kick(),
    /** Resolves when no job run is going on or queued in this process. */
    idle: () => jobs.idle(),
    verifyTransport: () => transport?.verify() ?? Promise.resolve(false),
  };
}

export type MailService = ReturnType<typeof createMailService>;
