/**
 * Every e-mail is a list of blocks composed here into plain text and HTML with the business's name, logo and
 * contact (decision 241). The templates live beside it, one module per use case: booking-facts.ts (what a booking's
 * e-mails print, the blocks they share), booking-emails.ts (booked and paid, reminded, a purchase), cancel-emails.ts,
 * move-emails.ts, refund-emails.ts (late payments, refunds outside a cancellation), waitlist-emails.ts,
 * account-emails.ts (sign-in, her data), site-emails.ts (enquiries, a webhook switched off), appointment-emails.ts.
 */
import type { Config } from '../../config';
import type { MailAttachment, MailMessage } from './mail';

export type Brand = Pick<Config, 'BUSINESS_NAME' | 'PUBLIC_URL' | 'OWNER_EMAIL' | 'CONTACT_EMAIL' | 'CONTACT_PHONE'> &
  Partial<Pick<Config, 'LOGO_URL'>>;

type Line = string | false | null | undefined;
const lines = (...parts: Line[]) => parts.filter((p) => p !== false && p != null).join('\n');

/** One block of an e-mail's body; every template is a list of these, rendered as plain text and as HTML. */
export type MailBlock =
  | { p: string }
  /** Label-value lines ("Class: Mat Pilates"); a false or null entry is left out. */
  | { facts: ([string, string] | false | null | undefined)[] }
  /** A button in HTML; "label: url" in plain text. */
  | { action: string; url: string }
  /** An inline picture (an attachment with this cid); plain text gets the caption alone. */
  | { image: string; alt: string; caption: string }
  | { title: string; items: string[] };

export interface MailContent {
  to: string;
  subject: string;
  /** "Hello Name," */
  greeting?: string;
  blocks: MailBlock[];
  /** Closing line before the business name ("See you soon,"). */
  closing?: string;
  meta?: Record<string, unknown>;
  attachments?: MailMessage['attachments'];
  /** Codes and tokens the message carries besides its links' (those are found on their own). */
  secrets?: string[];
}

/**
 * A private link carries its token in the fragment (decision 241): every fragment of an action's URL is a
 * secret of the message, so a new template with a private link is redacted without anyone remembering to.
 */
function linkSecrets(blocks: MailBlock[]): string[] {
  return blocks.flatMap((b) => ('action' in b && b.url.includes('#') ? [b.url.slice(b.url.indexOf('#') + 1)] : []));
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function textOf(brand: Brand, c: MailContent): string {
  const out: Line[] = [];
  if (c.greeting) out.push(c.greeting, '');
  for (const block of c.blocks) {
    if ('p' in block) out.push(block.p);
    else if ('facts' in block) out.push(...block.facts.filter((f): f is [string, string] => !!f).map(([k, v]) => `${k}: ${v}`));
    else if ('action' in block) out.push(`${block.action}: ${block.url}`);
    else if ('image' in block) out.push(block.caption);
    else out.push(block.title, ...block.items.map((i) => `- ${i}`));
    out.push('');
  }
  out.push(c.closing ?? null, brand.BUSINESS_NAME, brand.PUBLIC_URL, `${brand.CONTACT_EMAIL} | ${brand.CONTACT_PHONE}`);
  return lines(...out);
}

function htmlOf(brand: Brand, c: MailContent): string {
  const e = escapeHtml;
  const body = c.blocks
    .map((block) => {
      if ('p' in block) return `<p style="margin:0 0 16px">${e(block.p)}</p>`;
      if ('facts' in block) {
        const rows = block.facts
          .filter((f): f is [string, string] => !!f)
          .map(
            ([k, v]) =>
              `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top;white-space:nowrap">${e(k)}</td><td style="padding:4px 0;font-weight:600">${e(v)}</td></tr>`,
          )
          .join('');
        return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
      }
      if ('action' in block) {
        return `<p style="margin:0 0 16px"><a href="${e(block.url)}" style="display:inline-block;background:#0b7285;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${e(block.action)}</a></p>`;
      }
      if ('image' in block) {
        return `<p style="margin:0 0 8px"><img src="cid:${e(block.image)}" alt="${e(block.alt)}" width="200" height="200" style="display:block;width:200px;height:200px"></p><p style="margin:0 0 16px;font-size:14px;color:#555">${e(block.caption)}</p>`;
      }
      return `<h2 style="font-size:16px;margin:0 0 8px">${e(block.title)}</h2><ul style="margin:0 0 16px;padding-left:20px">${block.items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`;
    })
    .join('\n');
  const header = brand.LOGO_URL
    ? `<img src="${e(brand.LOGO_URL)}" alt="${e(brand.BUSINESS_NAME)}" style="max-height:48px;max-width:240px">`
    : `<strong style="font-size:20px">${e(brand.BUSINESS_NAME)}</strong>`;
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(c.subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1a1b1e;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<div style="padding:0 0 16px"><a href="${e(brand.PUBLIC_URL)}" style="color:#1a1b1e;text-decoration:none">${header}</a></div>
<div style="background:#fff;border-radius:8px;padding:24px">
${c.greeting ? `<p style="margin:0 0 16px">${e(c.greeting)}</p>\n` : ''}${body}
${c.closing ? `<p style="margin:0">${e(c.closing)}<br>${e(brand.BUSINESS_NAME)}</p>` : ''}
</div>
<p style="font-size:13px;color:#555;padding:16px 0 0;margin:0">${e(brand.BUSINESS_NAME)} &middot; <a href="${e(brand.PUBLIC_URL)}" style="color:#555">${e(brand.PUBLIC_URL.replace(/^https?:\/\//, ''))}</a> &middot; <a href="mailto:${e(brand.CONTACT_EMAIL)}" style="color:#555">${e(brand.CONTACT_EMAIL)}</a> &middot; ${e(brand.CONTACT_PHONE)}</p>
</div></body></html>`;
}

/** Turns a template's content into the message: plain text and HTML with the business's name, logo and contact. */
export function composeMail(brand: Brand, c: MailContent): MailMessage {
  return {
    to: c.to,
    subject: c.subject,
    text: textOf(brand, c),
    html: htmlOf(brand, c),
    ...(c.meta ? { meta: c.meta } : {}),
    ...(c.attachments ? { attachments: c.attachments } : {}),
    secrets: [...linkSecrets(c.blocks), ...(c.secrets ?? [])].filter((v) => v.length > 0),
  };
}

/** An .ics attachment whose Content-Type names the same iTIP method as the file's METHOD line. */
export function calendarAttachment(ics: string): MailAttachment {
  const method = /^METHOD:([A-Z]+)\r$/m.exec(ics)?.[1] ?? 'PUBLISH';
  return {
    filename: method === 'CANCEL' ? 'cancelled.ics' : 'class.ics',
    content: ics,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
