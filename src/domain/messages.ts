/**
 * The owner's own e-mails: to everyone booked on a class (a room change, a new teacher) and to one client
 * from her page. Schemas and DTOs shared by the server, REST and the admin's dialogs (decision 760).
 */
import { z } from 'zod';
import { id, line, text } from './input';
import { clientKeySchema } from './clients';

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_TEXT_MAX = 5000;

export const messageBodySchema = z.object({
  subject: line(MESSAGE_SUBJECT_MAX).min(1, 'subject: write a subject'),
  message: text(MESSAGE_TEXT_MAX).min(1, 'message: write the message'),
});
export type MessageBody = z.infer<typeof messageBodySchema>;

export const classMessageSchema = messageBodySchema.extend({ id });
/** `nonce`: one sending (the dialog's); the same nonce again is a retry and queues nothing. */
export const clientMessageBodySchema = messageBodySchema.extend({ nonce: line(100).min(8).optional() });
export const clientMessageSchema = clientMessageBodySchema.extend({ client: clientKeySchema });

/** What `meta.kind` of an outbox row says for the owner's own messages. */
export const CLASS_MESSAGE_KIND = 'class-message';
export const CLIENT_MESSAGE_KIND = 'client-message';

/** The e-mail as it will read (the first recipient's copy; each one is greeted by her own name). */
export interface MessagePreviewDto {
  /** People who get it: one per e-mail address among the class's confirmed bookings. */
  recipients: { name: string; email: string }[];
  /** Of those, how many already have this very message (it is not sent to them again). */
  alreadySent: number;
  subject: string;
  text: string;
  html: string;
}

export interface MessageSentDto {
  /** Messages queued now (one per person). */
  sent: number;
  /** People who had this message already (a retry or a second click): nothing queued for them. */
  alreadySent: number;
}

/** One of the owner's messages on a client's page. */
export interface ClientMessageDto {
  id: number;
  kind: 'class' | 'client';
  subject: string;
  /** The message as she wrote it (without greeting and signature). */
  message: string;
  /** For a class message: the class it was about ("Mat Pilates, Tue 3 June 18:00"). */
  about: string | null;
  author: string;
  status: 'pending' | 'sent' | 'failed';
  createdAt: Date;
  sentAt: Date | null;
}

/**
 * Splits the owner's words into paragraphs (blank lines between them); a single line break stays inside
 * its paragraph.
 */
export function messageParagraphs(message: string): string[] {
  return message
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
