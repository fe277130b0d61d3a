/** Money is integer pence; these are the only conversions between pence, pounds and text. */

export const DEFAULT_PRICE_PENCE = 2500;

/** 1234 -> '£12.34'. The one money formatter. */
export function formatPence(pence: number): string {
  return `£${penceToPounds(pence)}`;
}

/** 1234 -> '12.34' (two decimals, no symbol). */
export function penceToPounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The spec's plain price parameter in links: 2500 -> '25', 1250 -> '12.50'. */
export function poundsParam(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : penceToPounds(pence);
}

/** 12.345 pounds -> 1235 pence, rounded to the penny. */
export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100 + Number.EPSILON * Math.sign(pounds));
}

/**
 * Reads a class-type price text ('£12.50', '12', ' 9.5 ') as pence. A leading pound sign is stripped;
 * a missing, empty or unreadable price gives the default of £25 (SPEC §5).
 */
export function parsePriceToPence(text: string | number | null | undefined, fallbackPence = DEFAULT_PRICE_PENCE): number {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? poundsToPence(text) : fallbackPence;
  if (text == null) return fallbackPence;
  const cleaned = text.trim().replace(/^£\s*/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned) && !/^\.\d{1,2}$/.test(cleaned)) return fallbackPence;
  const [whole = '0', frac = ''] = cleaned.split('.');
  return Number(whole || '0') * 100 + Number(frac.padEnd(2, '0'));
}

/** True when the text is a price this product accepts (digits, up to two decimals, optional £). */
export function isPriceText(text: string): boolean {
  return /^£?\s*\d+(\.\d{1,2})?$/.test(text.trim());
}
