import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { londonInstant } from '../../../domain/time';
import { emailOutbox, enquiries, jobs } from '../../db/schema';
import { useTestEnv } from '../../test/harness';
import { PURGE_JOB } from './purge';

const env = useTestEnv({ seed: false });
const NOW = londonInstant('2027-03-10', '03:00');
const monthsAgo = (m: number, days = 0) => {
  const d = new Date(NOW);
  d.setUTCMonth(d.getUTCMonth() - m);
  return new Date(d.getTime() - days * 86_400_000);
};

describe('privacy purge (a daily job)', () => {
  it('deletes enquiries and sent e-mail copies older than twelve months, keeps newer ones, and schedules the next day once', async () => {
    await env.db.insert(enquiries).values([
      { name: 'Old Enquirer', email: 'old@example.com', createdAt: monthsAgo(12, 1) },
      { name: 'New Enquirer', email: 'new@example.com', createdAt: monthsAgo(11) },
    ]);
    await env.db.insert(emailOutbox).values([
      { to: 'old@example.com', subject: 'old', text: 'x', status: 'sent', createdAt: monthsAgo(13) },
      { to: 'new@example.com', subject: 'new', text: 'x', status: 'sent', createdAt: monthsAgo(1) },
    ]);

    // Two instances start: one purge job for the date.
    await env.services.customers.schedulePurge(NOW);
    await env.services.customers.schedulePurge(NOW);
    expect(await env.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, PURGE_JOB))).toEqual([{ key: `${PURGE_JOB}:2027-03-10` }]);

    expect((await env.services.jobs.runDue({ now: NOW, kinds: [PURGE_JOB] })).done).toBe(1);

    expect((await env.db.select({ name: enquiries.name }).from(enquiries)).map((r) => r.name)).toEqual(['New Enquirer']);
    expect((await env.db.select({ subject: emailOutbox.subject }).from(emailOutbox)).map((r) => r.subject)).toEqual(['new']);
    const next = await env.db
      .select({ runAt: jobs.runAt, doneAt: jobs.doneAt })
      .from(jobs)
      .where(like(jobs.key, `${PURGE_JOB}:2027-03-11`));
    expect(next).toEqual([{ runAt: londonInstant('2027-03-11', '03:00'), doneAt: null }]);
  });
});
