import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { RELEASE_URL, useHold } from './use-hold';

let api: ReturnType<typeof useHold>;
function Probe({ onLost }: { onLost?: () => void }) {
  api = useHold({ onLost });
  return null;
}

const beacons = () => {
  const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  return sendBeacon;
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('useHold: leaving the payment step gives the place back', () => {
  it('sends the release beacon (JSON, same origin, so the hold cookie rides along) when the page is hidden while holding', async () => {
    const sendBeacon = beacons();
    render(<Probe />);
    act(() => api.hold('testpi_1_secret_a'));
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
    const paid = render(<Probe />);
    act(() => api.hold('testpi_2_secret_b'));
    act(() => api.settled());
    window.dispatchEvent(new Event('pagehide'));
    paid.unmount();
    expect(sendBeacon).not.toHaveBeenCalled();

    const left = render(<Probe />);
    act(() => api.hold('testpi_3_secret_c'));
    left.unmount();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('tells the step the place is gone when she comes back from the page cache after the beacon', () => {
    beacons();
    const onLost = vi.fn();
    render(<Probe onLost={onLost} />);
    act(() => api.hold('testpi_4_secret_d'));
    window.dispatchEvent(new Event('pagehide'));
    const shown = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(shown, 'persisted', { value: true });
    act(() => {
      window.dispatchEvent(shown);
    });
    expect(onLost).toHaveBeenCalledTimes(1);
  });
});
