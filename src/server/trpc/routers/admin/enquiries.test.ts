import { beforeAll, describe, expect, it } from 'vitest';
import { insertEnquiry, rejection } from '../../../test/admin-fixtures';
import { useTestEnv } from '../../../test/harness';

const env = useTestEnv();
let admin: ReturnType<typeof env.caller>;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
});

describe('admin.enquiries', () => {
  it('starts empty', async () => {
    expect(await admin.admin.enquiries.list()).toEqual([]);
  });

  it('lists enquiries newest first with service, date and handled flag', async () => {
    await insertEnquiry(env.db, { name: 'Old Enquirer', createdAt: new Date('2026-01-01T10:00:00Z') });
    await insertEnquiry(env.db, {
      name: 'New Enquirer',
      createdAt: new Date('2026-03-01T10:00:00Z'),
      message: 'Do you run classes on Sundays?',
    });
    await insertEnquiry(env.db, { name: 'Middle Enquirer', createdAt: new Date('2026-02-01T10:00:00Z') });
    const list = await admin.admin.enquiries.list();
    expect(list.map((e) => e.name)).toEqual(['New Enquirer', 'Middle Enquirer', 'Old Enquirer']);
    expect(list[0]).toMatchObject({
      email: 'new.enquirer@example.com',
      service: 'personal-training',
      message: 'Do you run classes on Sundays?',
      handled: false,
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
  });

  it('marks an enquiry handled and back', async () => {
    const id = await insertEnquiry(env.db, { name: 'Handle Me' });
    await expect(admin.admin.enquiries.setHandled({ id, handled: true })).resolves.toMatchObject({ id, name: 'Handle Me', handled: true });
    expect((await admin.admin.enquiries.list()).find((e) => e.id === id)!.handled).toBe(true);
    await expect(admin.admin.enquiries.setHandled({ id, handled: false })).resolves.toMatchObject({ handled: false });
    expect((await admin.admin.enquiries.list()).find((e) => e.id === id)!.handled).toBe(false);
  });

  it('answers NOT_FOUND for an unknown enquiry and BAD_REQUEST without a handled flag', async () => {
    expect((await rejection(admin.admin.enquiries.setHandled({ id: 999999, handled: true }))).code).toBe('NOT_FOUND');
    const error = await rejection(admin.admin.enquiries.setHandled({ id: 1 } as never));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('handled');
  });
});
