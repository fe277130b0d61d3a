/** An SMTP server in this process that keeps what it receives, for the e-mail tests. */
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded plain-text body. */
  text: string;
  html: string | null;
  attachments: {
    filename: string;
    contentType: string;
    /** The Content-Type's method parameter (an .ics invitation's iTIP method), or null. */
    method: string | null;
    content: string;
    bytes: Buffer;
    cid: string | null;
  }[];
}

/** A port nothing listens on right now (so the first send fails until a sink is started there). */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Reads a message with mailparser (nodemailer's own parser): every part, however it was encoded. */
export async function parseMessage(raw: Buffer | string) {
  const mail = await simpleParser(raw);
  return {
    subject: mail.subject ?? '',
    text: (mail.text ?? '').replace(/\r\n/g, '\n').trimEnd(),
    html: typeof mail.html === 'string' ? mail.html : null,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      method: (a.headers.get('content-type') as { params?: Record<string, string> } | undefined)?.params?.method ?? null,
      content: a.content.toString('utf8'),
      bytes: a.content,
      cid: a.cid ?? null,
    })),
  };
}

export async function startSmtpSink(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        parseMessage(Buffer.concat(chunks)).then(
          (parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              ...parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
