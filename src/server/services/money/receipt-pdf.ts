import type { PDFFont } from 'pdf-lib';
import { formatPence } from '../../../domain/money';
import { formatVatRate, receiptRef } from '../../../domain/receipts';
import { formatLongDate, londonClock, londonToday } from '../../../domain/time';

/** Everything a receipt or credit note prints, as the service read it. */
export interface ReceiptDocument {
  number: number;
  kind: 'payment' | 'refund';
  issuedAt: Date;
  orderRef: string;
  description: string;
  amountPence: number;
  method: string;
  sellerName: string;
  sellerAddress: string;
  vatNumber: string | null;
  vatRateBasisPoints: number | null;
  vatPence: number | null;
  customerName: string;
  customerEmail: string;
  /** A credit note names the receipt of the payment it gives money back from. */
  paymentReceiptNumber: number | null;
  /** A refund the provider later reported failed: the credit note says so. */
  refundFailed: boolean;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;

/**
 * The standard fonts write WinAnsi only: anything else (an emoji in a name, a Greek letter) becomes '?', so a
 * customer's text can never make the document fail.
 */
function printable(font: PDFFont, text: string): string {
  return [...text.replace(/[\r\t]/g, ' ')]
    .map((ch) => {
      if (ch === '\n') return ch;
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
  for (const paragraph of printable(font, text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** When it was issued, as a UK reader reads it: 'Saturday, 28 November 2026 at 00:22 (UK time)'. */
export const issuedText = (at: Date) => `${formatLongDate(londonToday(at))} at ${londonClock(at)} (UK time)`;

/** The receipt's PDF (pdf-lib, the standard Helvetica: no font files to ship). Same receipt, same bytes. */
export async function renderReceiptPdf(r: ReceiptDocument): Promise<Uint8Array> {
  // pdf-lib is read when a document is first drawn, not at start-up (it took ~0.1 s of every start).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const INK = rgb(0.1, 0.1, 0.1);
  const GREY = rgb(0.4, 0.4, 0.4);
  const doc = await PDFDocument.create();
  const title = r.kind === 'payment' ? 'Receipt' : 'Credit note';
  doc.setTitle(`${title} ${receiptRef(r.number)}`);
  doc.setAuthor(r.sellerName);
  doc.setProducer('pdf-lib');
  doc.setCreator(r.sellerName);
  doc.setCreationDate(r.issuedAt);
  doc.setModificationDate(r.issuedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([A4.width, A4.height]);
  const width = A4.width - 2 * MARGIN;
  let y = A4.height - MARGIN;

  const text = (value: string, opts: { size?: number; font?: PDFFont; color?: typeof INK; x?: number; maxWidth?: number } = {}) => {
    const size = opts.size ?? 11;
    const font = opts.font ?? regular;
    for (const line of wrap(font, size, value, opts.maxWidth ?? width)) {
      page.drawText(line, { x: opts.x ?? MARGIN, y: y - size, size, font, color: opts.color ?? INK });
      y -= size * 1.4;
    }
  };
  const gap = (h: number) => (y -= h);
  const row = (label: string, value: string) => {
    const top = y;
    text(label, { font: bold, maxWidth: 150 });
    const afterLabel = y;
    y = top;
    text(value, { x: MARGIN + 160, maxWidth: width - 160 });
    y = Math.min(y, afterLabel);
  };

  text(title, { size: 24, font: bold });
  gap(8);
  text(r.sellerName, { size: 13, font: bold });
  if (r.sellerAddress) text(r.sellerAddress, { color: GREY });
  if (r.vatNumber) text(`VAT registration number: ${r.vatNumber}`, { color: GREY });
  gap(18);

  row(`${title} number`, receiptRef(r.number));
  row('Date', issuedText(r.issuedAt));
  row('Booking reference', r.orderRef);
  if (r.kind === 'refund' && r.paymentReceiptNumber !== null) row('Refund against', `Receipt ${receiptRef(r.paymentReceiptNumber)}`);
  row(r.kind === 'payment' ? 'Paid by' : 'Refunded to', [r.customerName, r.customerEmail].filter(Boolean).join(', ') || 'Customer');
  gap(18);

  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.5, color: GREY });
  gap(8);
  const top = y;
  text('Description', { font: bold });
  y = top;
  text('Amount', { font: bold, x: A4.width - MARGIN - 90, maxWidth: 90 });
  gap(4);
  const itemTop = y;
  text(r.kind === 'payment' ? r.description : `Refund: ${r.description}`, { maxWidth: width - 110 });
  const afterItem = y;
  y = itemTop;
  text(formatPence(r.amountPence), { x: A4.width - MARGIN - 90, maxWidth: 90 });
  y = Math.min(y, afterItem);
  gap(4);
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.5, color: GREY });
  gap(10);

  row(r.kind === 'payment' ? 'Total paid' : 'Total refunded', formatPence(r.amountPence));
  if (r.vatNumber && r.vatRateBasisPoints !== null)
    row(`VAT included at ${formatVatRate(r.vatRateBasisPoints)}`, formatPence(r.vatPence ?? 0));
  else row('VAT', 'Not VAT registered: no VAT is charged');
  row(r.kind === 'payment' ? 'Payment method' : 'Refund method', r.method);
  if (r.refundFailed) {
    gap(12);
    text('The payment provider later reported that this refund failed: no money was given back under this credit note.', {
      font: bold,
    });
  }
  gap(24);
  text(`Thank you. Keep this ${title.toLowerCase()} for your records.`, { color: GREY, size: 10 });

  return doc.save({ useObjectStreams: false });
}
