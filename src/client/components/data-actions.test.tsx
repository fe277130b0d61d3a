import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { DataActions } from './data-actions';

const props = (over: Partial<Parameters<typeof DataActions>[0]> = {}) => ({
  email: 'ann@example.com',
  downloading: false,
  downloadError: null,
  onDownload: vi.fn(),
  erasing: false,
  eraseError: null,
  onErase: vi.fn(),
  ...over,
});

describe('your data: download and erase', () => {
  it('downloads at once, but erases only after the confirmation that says what stays', async () => {
    const p = props();
    render(<DataActions {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(p.onDownload).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Erase my data' }));
    expect(p.onErase).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Erase your data?' });
    expect(dialog).toHaveTextContent('Records of payments and of class credits stay for our accounts');
    expect(dialog).toHaveTextContent('This cannot be undone');

    await userEvent.click(screen.getByRole('button', { name: 'Keep my data' }));
    expect(p.onErase).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Erase my data' }));
    const again = await screen.findByRole('dialog', { name: 'Erase your data?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Erase my data' }));
    expect(p.onErase).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason when erasure is refused", () => {
    render(<DataActions {...props({ eraseError: 'Booking B-7 is for a class still to come. Please cancel it first.' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Booking B-7 is for a class still to come');
  });
});
