import { createHash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type ClientKey } from '../../../domain/clients';
import { notFound } from '../../../domain/errors';
import {
  CLASS_MESSAGE_KIND,
  CLIENT_MESSAGE_KIND,
  messageParagraphs,
  type ClientMessageDto,
  type MessageBody,
  type MessagePreviewDto,
  type MessageSentDto,
} from '../../../domain/messages';
import { formatLongDate, formatTime12h, toHHmm } from '../../../domain/time';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { bookings, emailOutbox, locations, scheduleSlots } from '../../db/schema';
import { brandOf } from '../mail/brand';
import { composeMail, type Brand } from '../mail/emails';
import type { MailMessage, MailService } from '../mail/mail';
import * as audit from './audit';
import type { Actor } from './audit';
import type { AdminClientService } from './clients';
import { slotClassEnd } from '../catalog/class-length';

export const SLOT_NOT_FOUND = 'No such class slot';
/** A client's page lists at most this many of the owner's messages to her, newest first. */
const MESSAGES_LIMIT = 200;

interface SlotFacts {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  locationName: string | null;
  classNames: string[];
}

const address = (value: string) => value.trim().toLowerCase();
const digest = (m: MessageBody) => createHash('sha256').update(`${m.subject}\u0000${m.message}`).digest('hex').slice(0, 32);

/** "Mat Pilates, Tuesday 3 June 2032 at 6:00pm": the class a message is about. */
const slotLabel = (s: SlotFacts) => `${s.classNames.join(', ') || 'Class'}, ${formatLongDate(s.date)} at ${formatTime12h(s.startTime)}`;

function classMail(brand: Brand, slot: SlotFacts, to: { name: string; email: string }, m: MessageBody, author: Actor): MailMessage {
  return {
    ...composeMail(brand, {
      to: to.email,
      subject: m.subject,
      greeting: `Hello ${to.name},`,
      blocks: [
        ...messageParagraphs(m.message).map((p) => ({ p })),
        {
          facts: [
            ['Class', slot.classNames.join(', ') || 'Class'],
            ['When', `${formatLongDate(slot.date)}, ${formatTime12h(slot.startTime)} to ${formatTime12h(slot.endTime)}`],
            ['Where', slot.locationName ?? 'Online'],
          ],
        },
        {
          p: `You are receiving this because you are booked on this class. Questions? Reply to this e-mail or call ${brand.CONTACT_PHONE}.`,
        },
      ],
      closing: 'Best wishes,',
      meta: { kind: CLASS_MESSAGE_KIND, slotId: slot.id, about: slotLabel(slot), author, message: m.message },
    }),
    // Once per person for this class and these words: a retry or a second click queues nothing (decision 760).
    dedupeKey: `${CLASS_MESSAGE_KIND}:${slot.id}:${digest(m)}:${address(to.email)}`,
  };
}

function clientMail(brand: Brand, to: { name: string; email: string }, m: MessageBody, author: Actor, nonce: string): MailMessage {
  return {
    ...composeMail(brand, {
      to: to.email,
      subject: m.subject,
      greeting: to.name ? `Hello ${to.name},` : 'Hello,',
      blocks: messageParagraphs(m.message).map((p) => ({ p })),
      closing: 'Best wishes,',
      meta: { kind: CLIENT_MESSAGE_KIND, about: null, author, message: m.message },
    }),
    dedupeKey: `${CLIENT_MESSAGE_KIND}:${address(to.email)}:${digest(m)}:${nonce}`,
  };
}

/** The owner's messages to her (class messages and her own), newest first, with how their sending went. */
export async function messagesOf(db: DbOrTx, email: string): Promise<ClientMessageDto[]> {
  const rows = await db
    .select({
      id: emailOutbox.id,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      meta: emailOutbox.meta,
    })
    .from(emailOutbox)
    .where(
      and(
        sql`lower(trim(${emailOutbox.to})) = ${address(email)}`,
        sql`${emailOutbox.meta} ->> 'kind' in (${CLASS_MESSAGE_KIND}, ${CLIENT_MESSAGE_KIND})`,
      ),
    )
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(MESSAGES_LIMIT);
  return rows.map((r) => {
    const meta = (r.meta ?? {}) as { kind?: string; about?: string | null; author?: string; message?: string };
    return {
      id: r.id,
      kind: meta.kind === CLASS_MESSAGE_KIND ? ('class' as const) : ('client' as const),
      subject: r.subject,
      message: meta.message ?? '',
      about: meta.about ?? null,
      author: meta.author ?? '',
      status: r.status,
      createdAt: r.createdAt,
      sentAt: r.sentAt,
    };
  });
}

/**
 * The owner's own e-mails: one message to everyone booked on a class, or to one client. Each goes through the
 * mail queue (the outbox and its 'email' job) once per person, is kept there as her history, and is audited.
 */
export function createAdminMessageService(deps: {
  db: Db;
  config: Config;
  mail: MailService;
  clients: AdminClientService;
  clock?: () => Date;
}) {
  const { db, config, mail, clients } = deps;

  async function slotFacts(tx: DbOrTx, slotId: number): Promise<SlotFacts> {
    const [slot] = await tx
      .select({
        id: scheduleSlots.id,
        date: scheduleSlots.date,
        startTime: scheduleSlots.startTime,
        endTime: slotClassEnd,
        locationName: locations.name,
      })
      .from(scheduleSlots)
      .leftJoin(locations, eq(locations.id, scheduleSlots.locationId))
      .where(eq(scheduleSlots.id, slotId));
    if (!slot) throw notFound(SLOT_NOT_FOUND);
    const names = await tx
      .selectDistinct({ className: bookings.className })
      .from(bookings)
      .where(and(eq(bookings.slotId, slotId), eq(bookings.status, 'confirmed')))
      .orderBy(asc(bookings.className));
    return {
      ...slot,
      startTime: toHHmm(slot.startTime),
      endTime: toHHmm(slot.endTime),
      classNames: names.map((n) => n.className),
    };
  }

  /** Everyone with a confirmed booking on the class, once per address (the name on her latest booking). */
  async function recipientsOf(tx: DbOrTx, slotId: number): Promise<{ name: string; email: string }[]> {
    const rows = await tx
      .select({ name: bookings.name, email: bookings.email })
      .from(bookings)
      .where(and(eq(bookings.slotId, slotId), eq(bookings.status, 'confirmed'), sql`${bookings.email} <> ''`))
      .orderBy(desc(bookings.id));
    const byAddress = new Map<string, { name: string; email: string }>();
    for (const r of rows) if (!byAddress.has(address(r.email))) byAddress.set(address(r.email), { name: r.name, email: address(r.email) });
    return [...byAddress.values()].sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  }

  async function alreadyQueued(tx: DbOrTx, keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await tx.select({ key: emailOutbox.dedupeKey }).from(emailOutbox).where(inArray(emailOutbox.dedupeKey, keys));
    return new Set(rows.map((r) => r.key!));
  }

  return {
    /** What "E-mail everyone in this class" will send, and to whom, before she confirms. */
    async previewClass(slotId: number, m: MessageBody, actor: Actor): Promise<MessagePreviewDto> {
      const slot = await slotFacts(db, slotId);
      const recipients = await recipientsOf(db, slotId);
      const brand = await brandOf(db, config);
      const mails = recipients.map((r) => classMail(brand, slot, r, m, actor));
      const sample = mails[0] ?? classMail(brand, slot, { name: '(her name)', email: 'nobody@example.invalid' }, m, actor);
      const queued = await alreadyQueued(
        db,
        mails.map((x) => x.dedupeKey!),
      );
      return { recipients, alreadySent: queued.size, subject: sample.subject, text: sample.text, html: sample.html ?? '' };
    },

    /**
     * One e-mail per person booked on the class, queued in one transaction with its audit row. The same words
     * for the same class again (a retry, a double click, two instances at once) queue nothing new.
     */
    async sendToClass(slotId: number, m: MessageBody, actor: Actor): Promise<MessageSentDto> {
      const result = await db.transaction(async (tx) => {
        const slot = await slotFacts(tx, slotId);
        const recipients = await recipientsOf(tx, slotId);
        const brand = await brandOf(tx, config);
        let sent = 0;
        for (const r of recipients) if (await mail.queue(tx, classMail(brand, slot, r, m, actor))) sent++;
        if (sent > 0)
          await audit.record(tx, {
            actor,
            action: 'slot.message',
            entity: 'slot',
            entityId: slotId,
            after: { subject: m.subject, recipients: sent, alreadySent: recipients.length - sent, about: slotLabel(slot) },
          });
        return { sent, alreadySent: recipients.length - sent };
      });
      if (result.sent > 0) mail.kick();
      return result;
    },

    /**
     * "E-mail her" from her page. `nonce` names this one sending (the dialog's): the same nonce again is the
     * same message (a retry) and queues nothing; a new dialog may send the same words again.
     */
    async sendToClient(key: ClientKey, m: MessageBody, nonce: string | undefined, actor: Actor): Promise<MessageSentDto> {
      const { client } = await clients.byKey(key);
      const result = await db.transaction(async (tx) => {
        const brand = await brandOf(tx, config);
        const queued = await mail.queue(tx, clientMail(brand, { name: client.name, email: client.email }, m, actor, nonce ?? randomUUID()));
        if (queued)
          await audit.record(tx, {
            actor,
            action: 'client.message',
            entity: 'client',
            entityId: client.email,
            after: { email: client.email, subject: m.subject },
          });
        return { sent: queued ? 1 : 0, alreadySent: queued ? 0 : 1 };
      });
      if (result.sent > 0) mail.kick();
      return result;
    },
  };
}

export type AdminMessageService = ReturnType<typeof createAdminMessageService>;
