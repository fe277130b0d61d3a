import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckInResultDto } from '../../../../domain/attendance';
import { NOT_A_TICKET, useTicketReader } from './use-ticket-reader';

const tokenA = 'A'.repeat(43);
const tokenB = 'B'.repeat(43);
const urlOf = (token: string) => `https://studio.test/admin/check-in#ticket=${token}`;

const result = (name: string, outcome: CheckInResultDto['outcome'] = 'checked_in'): CheckInResultDto => ({
  outcome,
  message: outcome === 'checked_in' ? `Checked in: ${name}` : 'Already checked in at 18:02',
  bookingId: 9,
  ref: 'B-9',
  slotId: 3,
  name,
  className: 'Mat Pilates Class',
  participantCount: 1,
  date: '2026-11-23',
  startTime: '18:00',
  endTime: '19:00',
  checkedInAt: new Date('2026-11-23T18:02:00Z'),
});

/** A check whose answers the test releases one by one, in any order. */
function deferredCheck() {
  const waiting = new Map<string, (r: CheckInResultDto) => void>();
  const check = vi.fn(
    (ticket: string) =>
      new Promise<CheckInResultDto>((resolve) => {
        waiting.set(ticket, resolve);
      }),
  );
  const answer = async (ticket: string, r: CheckInResultDto) => {
    await act(async () => {
      waiting.get(ticket)!(r);
      await Promise.resolve();
    });
  };
  return { check, answer };
}

describe('useTicketReader', () => {
  it('counts only the first read of a ticket that stays in front of the camera', async () => {
    const { check, answer } = deferredCheck();
    const onCheckedIn = vi.fn();
    const { result: hook } = renderHook(() => useTicketReader(check, onCheckedIn, () => 'failed'));
    act(() => hook.current.read(urlOf(tokenA)));
    expect(hook.current.pending).toBe(true);
    await answer(urlOf(tokenA), result('Tia'));
    // The camera keeps seeing the same code: no second check, so no flip to "Already checked in".
    for (let i = 0; i < 5; i++) act(() => hook.current.read(urlOf(tokenA)));
    expect(check).toHaveBeenCalledTimes(1);
    expect(hook.current.answer).toEqual({ kind: 'result', result: result('Tia') });
    expect(onCheckedIn).toHaveBeenCalledWith(3);
    expect(hook.current.pending).toBe(false);
  });

  it('shows the answer of the ticket read last, even when an earlier answer arrives after it', async () => {
    const { check, answer } = deferredCheck();
    const { result: hook } = renderHook(() => useTicketReader(check, vi.fn(), () => 'failed'));
    act(() => hook.current.read(urlOf(tokenA)));
    act(() => hook.current.read(urlOf(tokenB)));
    expect(check).toHaveBeenCalledTimes(2);
    await answer(urlOf(tokenB), result('Bea'));
    await answer(urlOf(tokenA), result('Ann'));
    expect(hook.current.answer).toEqual({ kind: 'result', result: result('Bea') });
  });

  it('reads the same ticket again when asked on purpose or after the camera was closed, and refuses what is not a ticket', async () => {
    const { check, answer } = deferredCheck();
    const { result: hook } = renderHook(() => useTicketReader(check, vi.fn(), () => 'failed'));
    act(() => hook.current.read('hello'));
    expect(hook.current.answer).toEqual({ kind: 'error', message: NOT_A_TICKET });
    expect(check).not.toHaveBeenCalled();

    act(() => hook.current.read(`#ticket=${tokenA}`, true));
    await answer(`#ticket=${tokenA}`, result('Tia'));
    act(() => hook.current.read(`#ticket=${tokenA}`, true));
    await answer(`#ticket=${tokenA}`, result('Tia', 'already'));
    expect(hook.current.answer).toMatchObject({ kind: 'result', result: { outcome: 'already' } });

    act(() => hook.current.forget());
    act(() => hook.current.read(urlOf(tokenA)));
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('shows why a check failed', async () => {
    const check = vi.fn(() => Promise.reject(new Error('offline')));
    const { result: hook } = renderHook(() =>
      useTicketReader(check, vi.fn(), (e) => `The ticket could not be checked: ${(e as Error).message}`),
    );
    await act(async () => {
      hook.current.read(urlOf(tokenA));
      await Promise.resolve();
    });
    expect(hook.current.answer).toEqual({ kind: 'error', message: 'The ticket could not be checked: offline' });
  });
});
