import type { AuditEntryDto } from '../../../../domain/reports';

const show = (value: unknown) => (value == null ? 'none' : typeof value === 'string' ? value : JSON.stringify(value));

/** What changed, field by field: 'value: 500 → 700'; a created or removed record says so. */
export function changeSummary(entry: Pick<AuditEntryDto, 'before' | 'after'>): string[] {
  const before = (entry.before ?? null) as Record<string, unknown> | null;
  const after = (entry.after ?? null) as Record<string, unknown> | null;
  if (!before && after) return ['created'];
  if (before && !after) return ['removed'];
  if (!before || !after) return [];
  return Object.keys({ ...before, ...after })
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${k}: ${show(before[k])} → ${show(after[k])}`);
}
