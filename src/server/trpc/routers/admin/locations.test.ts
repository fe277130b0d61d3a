import { beforeAll, describe, expect, it } from 'vitest';
import { rejection } from '../../../test/admin-fixtures';
import { useTestEnv } from '../../../test/harness';

const env = useTestEnv();
let admin: ReturnType<typeof env.caller>;

beforeAll(async () => {
  admin = env.caller({ token: await env.adminToken() });
});

describe('admin.locations', () => {
  it('lists the seeded studio', async () => {
    const [studio] = await admin.admin.locations.list();
    expect(studio).toMatchObject({ name: 'Main Studio', type: 'studio', isActive: true, address: '1 High Street, Anytown' });
  });

  it('creates a location; type defaults to studio', async () => {
    const park = await admin.admin.locations.create({
      name: 'Riverside Park',
      type: 'outdoor',
      address: 'River Lane',
      capacity: '20 people',
    });
    expect(park).toMatchObject({
      name: 'Riverside Park',
      type: 'outdoor',
      address: 'River Lane',
      capacity: '20 people',
      equipment: '',
      notes: '',
      isActive: true,
    });
    const plain = await admin.admin.locations.create({ name: '  Village Hall  ' });
    expect(plain).toMatchObject({ name: 'Village Hall', type: 'studio' });
    expect((await admin.admin.locations.list()).map((l) => l.name)).toEqual(['Main Studio', 'Riverside Park', 'Village Hall']);
  });

  it('refuses a nameless location or an unknown type, naming the field', async () => {
    const nameless = await rejection(admin.admin.locations.create({ name: ' ' }));
    expect(nameless.code).toBe('BAD_REQUEST');
    expect(nameless.message).toContain('Location name is required');
    const badType = await rejection(admin.admin.locations.create({ name: 'Lido', type: 'pool' as never }));
    expect(badType.code).toBe('BAD_REQUEST');
    expect(badType.message).toContain('type');
  });

  it('edits only the fields sent and keeps the rest', async () => {
    const home = await admin.admin.locations.create({
      name: 'Home',
      type: 'home',
      equipment: 'Mats',
      notes: 'Ring the bell',
      isActive: false,
    });
    const moved = await admin.admin.locations.update({ id: home.id, address: '2 Elm Road' });
    expect(moved).toMatchObject({
      name: 'Home',
      type: 'home',
      address: '2 Elm Road',
      equipment: 'Mats',
      notes: 'Ring the bell',
      isActive: false,
    });
    const full = await admin.admin.locations.update({
      id: home.id,
      name: "Client's place",
      type: 'client_home',
      address: '3 Oak Road',
      capacity: '2',
      equipment: '',
      notes: '',
      isActive: true,
    });
    expect(full).toMatchObject({ name: "Client's place", type: 'client_home', equipment: '', notes: '', isActive: true });
    expect((await rejection(admin.admin.locations.update({ id: 999999, name: 'Nowhere' }))).code).toBe('NOT_FOUND');
    expect((await rejection(admin.admin.locations.update({ id: home.id, name: '' }))).message).toContain('Location name is required');
  });

  it('switches a location on and off without touching anything else', async () => {
    const gym = await admin.admin.locations.create({ name: 'Town Gym', type: 'gym', notes: 'Level 2' });
    // A write is a change (decision 750): updatedAt moves on, nothing else does.
    const changed = { updatedAt: expect.any(Date) };
    await expect(admin.admin.locations.setActive({ id: gym.id, isActive: false })).resolves.toEqual({
      ...gym,
      isActive: false,
      ...changed,
    });
    const back = await admin.admin.locations.setActive({ id: gym.id, isActive: true });
    expect(back).toEqual({ ...gym, ...changed });
    expect(back.updatedAt.getTime()).toBeGreaterThanOrEqual(gym.updatedAt.getTime());
    expect((await rejection(admin.admin.locations.setActive({ id: 999999, isActive: true }))).code).toBe('NOT_FOUND');
    expect((await rejection(admin.admin.locations.setActive({ id: gym.id, isActive: 'yes' as never }))).code).toBe('BAD_REQUEST');
  });
});
