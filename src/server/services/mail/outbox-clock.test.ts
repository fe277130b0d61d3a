import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { londonInstant } from '../../../domain/time';
import { emailOutbox, jobs } from '../../db/schema';
import { useTestEnv } from '../../test/harness';
import { createServices } from '../container';
import { PURGE_JOB } from '../customers/purge';
import { EMAIL_JOB } from './mail';

// The services' clock years after the database's own: as the browser journeys run it (TEST_CLOCK).
const AHEAD = londonInstant('2032-05-01', '12:30');
const env = useTestEnv({ seed: false, services: ({ db, config }) => createServices({ db, config, clock: () => AHEAD }) });

describe('an e-mail queued on the services clock', () => {
  it('is dated on that clock, so the purge of the same moment keeps it and its job', async () => {
    await env.db.transaction((tx) =>
      env.services.mail.queue(tx, { to: 'ahead@example.com', subject: 'Your payment did not go through', text: 'Update your card.' }),
    );
    const [row] = await env.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ahead@example.com'));
    expect(row!.createdAt).toEqual(AHEAD);

    // The day's purge runs before the message is sent (a job of lower id claimed first, as it happened in a journey).
    await env.services.customers.schedulePurge(AHEAD);
    expect((await env.services.jobs.runDue({ now: AHEAD, kinds: [PURGE_JOB] })).done).toBe(1);

    expect(await env.db.select({ subject: emailOutbox.subject, status: emailOutbox.status }).from(emailOutbox)).toEqual([
      { subject: 'Your payment did not go through', status: 'pending' },
    ]);
    const waiting = await env.db.select({ key: jobs.key, doneAt: jobs.doneAt }).from(jobs).where(eq(jobs.kind, EMAIL_JOB));
    expect(waiting).toEqual([{ key: `email:${row!.id}`, doneAt: null }]);
  });
});
