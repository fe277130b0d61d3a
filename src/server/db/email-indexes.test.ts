import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestEnv } from '../test/harness';

/**
 * Decision 753: her records are found by lower(email) (account, data export, erasure, the client page, returning
 * answers); each table that grows has an index on that expression, so the look-up never reads a whole table.
 */
const env = useTestEnv({ seed: false });

const rowsOf = (result: unknown): { 'QUERY PLAN': string }[] =>
  Array.isArray(result) ? result : (result as { rows: { 'QUERY PLAN': string }[] }).rows;

describe('look-ups by address, any case', () => {
  it.each(['bookings', 'orders', 'appointments', 'enquiries', 'waitlist_entries', 'credit_lots'])(
    '%s: lower(email) = ... is answered from its index',
    async (table) => {
      const plan = await env.db.transaction(async (tx) => {
        // An empty table is cheapest to scan; forbidding the scan shows whether an index can answer at all.
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf(await tx.execute(sql`explain select * from ${sql.identifier(table)} where lower(email) = ${'ann@example.com'}`));
      });
      expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain(`${table}_email_lower_idx`);
    },
  );
});
