/**
 * Reads what the in-process SMTP server received (one JSON file per message). The raw MIME is
 * decoded just enough to search it as plain text: quoted-printable and base64 parts, encoded-word
 * headers, and HTML parts with their tags and entities removed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { e2eEnv } from './journey';

export interface Mail {
  to: string[];
  subject: string;
  /** Decoded headers and every decoded part, whitespace collapsed to single spaces. */
  text: string;
  raw: string;
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const soft = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(header: string): string {
  return header.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function htmlToText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', pound: '£' };
  return html
    .replace(/<(style|script)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') return String.fromCodePoint(e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
      return entities[e.toLowerCase()] ?? m;
    });
}

function splitHead(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodePart(part: string): string {
  const { headers, body } = splitHead(part);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .map((p) => decodePart(p.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body);
  else if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!/^text\//i.test(type)) return '';
  return /html/i.test(type) ? htmlToText(text) : text;
}

export function readMailbox(): Mail[] {
  const dir = e2eEnv().mailDir;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const m = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string[]; raw: string };
      const { headers } = splitHead(m.raw);
      const subject = decodeWords(headers.subject ?? '');
      const text = `${subject}\n${decodePart(m.raw)}`.replace(/\s+/g, ' ');
      return { to: m.to, subject, text, raw: m.raw };
    });
}

/** Waits until a message to `to` satisfying `match` has arrived, and returns it. */
export async function waitForMail(to: string, match: (mail: Mail) => boolean = () => true, timeoutMs = 15_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = readMailbox().find((m) => m.to.includes(to) && match(m));
        return Boolean(found);
      },
      {
        timeout: timeoutMs,
        interval: 250,
        message: `an e-mail to ${to} (received: ${JSON.stringify(readMailbox().map((m) => ({ to: m.to, subject: m.subject })))})`,
      },
    )
    .toBe(true);
  return found!;
}
