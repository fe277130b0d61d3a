/** Nearest-rank percentile of unsorted numbers (p in 0..100); NaN for an empty list. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export const median = (values: number[]) => percentile(values, 50);

export const round = (value: number, digits = 1) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value);

/** An error message fit for a table cell: no colour codes, no source frames, one line. */
export function oneLine(message: string, max = 240): string {
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^[│╭╰─]/.test(l) && !/^\d+ │/.test(l));
  const text = lines.slice(0, 3).join(' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
