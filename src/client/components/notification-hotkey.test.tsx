import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app-providers';
import { notifyError, notifySuccess } from './notify';

describe('notifications', () => {
  it('load with the first toast; F8 moves focus to the toast area; a destructive toast is red', async () => {
    render(
      <AppProviders env="test">
        <button type="button">elsewhere</button>
      </AppProviders>,
    );
    expect(document.querySelector('.app-notifications')).toBeNull();
    act(() => notifyError('Payment Failed', 'Your card was declined.'));
    const toast = await screen.findByText('Payment Failed', {}, { timeout: 3000 });
    expect(toast.closest('.mantine-Notification-root')?.getAttribute('style')).toMatch(/red/);
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    await userEvent.keyboard('{F8}');
    const area = document.querySelector('.app-notifications[data-position="bottom-right"]')!;
    expect(area.contains(document.activeElement)).toBe(true);
  });

  it('shows the newest toast at once, replacing the one on screen', async () => {
    render(
      <AppProviders env="test">
        <p>page</p>
      </AppProviders>,
    );
    act(() => notifyError('Payment Failed', 'Your card was declined.'));
    await screen.findByText('Payment Failed', {}, { timeout: 3000 });
    act(() => notifySuccess('Payment Successful', 'Thank you for your purchase!'));
    expect(await screen.findByText('Payment Successful', {}, { timeout: 1000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument());
  });
});
