import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import type nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';
import { enqueue, type JobService } from './jobs/jobs';
import type { Log } from './log';

const require = createRequire(import.meta.url);

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
  encoding?: 'base64';
  cid?: string;
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
}

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
export function createMailService(deps: { db: Db; config: Config; log: Log; jobs: JobService }) {
  const { db, config, log, jobs } = deps;
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
          await db.update(emailOutbox).set({ lastError: message, ...(giveUp ? { status: 'failed' as const } : {}) }).where(eq(emailOutbox.id, row.id));
          throw error;
        }
        await db.update(emailOutbox).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(emailOutbox.id, row.id));
      },
      // SMTP is an outside effect: no transaction held open while it answers.
      { transaction: false },
    );
  }

  async function queue(tx: DbOrTx, message: MailMessage): Promise<void> {
    const [row] = await tx
      .insert(emailOutbox)
      .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, attachments: message.attachments ?? null, meta: message.meta ?? null })
      .returning({ id: emailOutbox.id });
    await enqueue(tx, { kind: EMAIL_JOB, payload: { outboxId: row!.id }, key: `email:${row!.id}`, maxAttempts: MAX_ATTEMPTS });
    if (!transport) log.info({ to: message.to, subject: message.subject }, 'SMTP_URL is not set: e-mail kept in the outbox');
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
