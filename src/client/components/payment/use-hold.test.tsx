import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '../../test/render';
import { RELEASE_URL, useHold } from './use-hold';

const beacons = () => {
  const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  return sendBeacon;
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useHold: leaving the payment step gives the place back', () => {
  it('sends the release beacon (JSON, same origin, so the hold cookie rides along) when the page is hidden while holding', async () => {
    const sendBeacon = beacons();
    const hook = renderHook(() => useHold());
    act(() => hook.result.current.hold('testpi_1_secret_a'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(RELEASE_URL);
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await body.text())).toEqual({ clientSecret: 'testpi_1_secret_a' });
    // Hidden again: nothing is held any more, so nothing is sent twice.
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends nothing once paid, and releases on unmount while still holding', () => {
    const sendBeacon = beacons();
    const paid = renderHook(() => useHold());
    act(() => paid.result.current.hold('testpi_2_secret_b'));
    act(() => paid.result.current.settled());
    window.dispatchEvent(new Event('pagehide'));
    paid.unmount();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('releases on unmount while still holding (dialog closed, Back inside the site), then reads the schedule again', async () => {
    const sendBeacon = beacons();
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const left = renderHook(() => useHold());
    act(() => left.result.current.hold('testpi_3_secret_c'));
    invalidate.mockClear();
    left.unmount();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(RELEASE_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(init.body as string)).toEqual({ clientSecret: 'testpi_3_secret_c' });
    // Only once the server has answered, so the schedule read again no longer counts the hold.
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
  });

  it('tells the step the place is gone when she comes back from the page cache after the beacon', () => {
    beacons();
    const onLost = vi.fn();
    const hook = renderHook(() => useHold({ onLost }));
    act(() => hook.result.current.hold('testpi_4_secret_d'));
    window.dispatchEvent(new Event('pagehide'));
    const shown = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(shown, 'persisted', { value: true });
    act(() => {
      window.dispatchEvent(shown);
    });
    expect(onLost).toHaveBeenCalledTimes(1);
  });
});
