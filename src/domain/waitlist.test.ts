import { describe, expect, it } from 'vitest';
import { offerDeadline, waitlistJoinSchema } from './waitlist';

const classStart = new Date('2026-11-24T18:00:00Z');
const minutesBefore = (m: number) => new Date(classStart.getTime() - m * 60_000);

describe('offerDeadline (how long an offer holds a freed place)', () => {
  it('holds the place for the configured minutes when the class is far off', () => {
    const now = minutesBefore(24 * 60);
    expect(offerDeadline(now, classStart, 120)).toEqual(new Date(now.getTime() + 120 * 60_000));
  });

  it('never runs past an hour before the class', () => {
    expect(offerDeadline(minutesBefore(150), classStart, 120)).toEqual(minutesBefore(60));
    expect(offerDeadline(minutesBefore(61), classStart, 120)).toEqual(minutesBefore(60));
  });

  it('makes no offer at all once less than an hour is left', () => {
    expect(offerDeadline(minutesBefore(60), classStart, 120)).toBeNull();
    expect(offerDeadline(minutesBefore(30), classStart, 120)).toBeNull();
    expect(offerDeadline(new Date(classStart.getTime() + 60_000), classStart, 120)).toBeNull();
  });

  it('follows the configured length', () => {
    const now = minutesBefore(24 * 60);
    expect(offerDeadline(now, classStart, 30)).toEqual(new Date(now.getTime() + 30 * 60_000));
  });
});

describe('waitlistJoinSchema', () => {
  it('names the field that is wrong', () => {
    const bad = waitlistJoinSchema.safeParse({ scheduleId: 1, name: 'A', email: 'not-an-email' });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['name', 'email']));
  });

  it('refuses control characters in the name', () => {
    expect(waitlistJoinSchema.safeParse({ scheduleId: 1, name: 'Ann\u0000e', email: 'a@example.com' }).success).toBe(false);
  });
});
