import type { PDFFont } from 'pdf-lib';
import { formatPence } from '../../../domain/money';
import { formatLongDate, londonToday } from '../../../domain/time';

/** What the printable gift card shows (decision 730): made for the recipient's e-mail, never stored. */
export interface VoucherCard {
  businessName: string;
  publicUrl: string;
  code: string;
  amountPence: number;
  expiresAt: Date;
  recipientName: string;
  message: string;
  fromName: string;
}

const A5_LANDSCAPE = { width: 595.28, height: 419.53 };

/** WinAnsi only, as the receipts: anything else prints as '?', so a message can never make the card fail. */
function printable(font: PDFFont, text: string): string {
  return [...text.replace(/[\r\t\n]/g, ' ')]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.slice(0, 6);
}

/** An A5 landscape card with the amount, the code, the expiry and her message: printable, with the pdf-lib of receipts. */
export async function renderVoucherCard(c: VoucherCard): Promise<Uint8Array> {
  // pdf-lib is read when a document is first drawn, not at start-up (it took ~0.1 s of every start).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const INK = rgb(0.1, 0.1, 0.1);
  const ACCENT = rgb(0.0, 0.45, 0.4);
  const GREY = rgb(0.4, 0.4, 0.4);
  const doc = await PDFDocument.create();
  doc.setTitle(`Gift voucher: ${formatPence(c.amountPence)}`);
  doc.setCreator(c.businessName);
  const page = doc.addPage([A5_LANDSCAPE.width, A5_LANDSCAPE.height]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.CourierBold);
  const margin = 40;
  const width = A5_LANDSCAPE.width - margin * 2;
  page.drawRectangle({
    x: 16,
    y: 16,
    width: A5_LANDSCAPE.width - 32,
    height: A5_LANDSCAPE.height - 32,
    borderColor: ACCENT,
    borderWidth: 2,
  });
  let y = A5_LANDSCAPE.height - margin - 20;
  page.drawText(printable(bold, c.businessName), { x: margin, y, size: 16, font: bold, color: ACCENT });
  y -= 40;
  page.drawText('Gift voucher', { x: margin, y, size: 28, font: bold, color: INK });
  page.drawText(formatPence(c.amountPence), {
    x: A5_LANDSCAPE.width - margin - bold.widthOfTextAtSize(formatPence(c.amountPence), 32),
    y,
    size: 32,
    font: bold,
    color: ACCENT,
  });
  y -= 30;
  if (c.recipientName) {
    page.drawText(printable(regular, `For ${c.recipientName}${c.fromName ? `, from ${c.fromName}` : ''}`), {
      x: margin,
      y,
      size: 13,
      font: regular,
      color: INK,
    });
    y -= 22;
  }
  for (const line of wrap(regular, 12, c.message, width)) {
    page.drawText(line, { x: margin, y, size: 12, font: regular, color: GREY });
    y -= 16;
  }
  y = margin + 70;
  page.drawText('Your code', { x: margin, y: y + 26, size: 10, font: regular, color: GREY });
  page.drawText(c.code, { x: margin, y, size: 22, font: mono, color: INK });
  const expiry = `Valid until ${formatLongDate(londonToday(new Date(c.expiresAt.getTime() - 1)))} for classes, appointments and class packs.`;
  page.drawText(printable(regular, expiry), { x: margin, y: margin + 30, size: 10, font: regular, color: GREY });
  page.drawText(printable(regular, `Book at ${c.publicUrl} and enter the code when you pay.`), {
    x: margin,
    y: margin + 14,
    size: 10,
    font: regular,
    color: GREY,
  });
  return doc.save({ useObjectStreams: false });
}
