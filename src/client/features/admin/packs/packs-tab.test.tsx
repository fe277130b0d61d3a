import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render';
import { AdjustForm } from './packs-tab';

const lot = {
  id: 7,
  email: 'pat@example.com',
  scope: 'class' as const,
  title: '10 classes',
  granted: 10,
  remaining: 2,
  expiresAt: new Date('2027-01-01T00:00:00Z'),
  expired: false,
  covers: ['All classes'],
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};

describe('adjusting a credit balance', () => {
  it('refuses taking more than is left and a missing reason before asking anything', async () => {
    const onSubmit = vi.fn();
    render(<AdjustForm lot={lot} busy={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    const change = screen.getByLabelText('Change (+ adds, - takes away)');
    await userEvent.clear(change);
    await userEvent.type(change, '-3');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Session on Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('At most 2 can be taken away');
    await userEvent.clear(change);
    await userEvent.type(change, '-1');
    await userEvent.clear(screen.getByLabelText(/Reason/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say why');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands on the change and the reason (the tab then asks for confirmation)', async () => {
    const onSubmit = vi.fn();
    render(<AdjustForm lot={lot} busy={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    const change = screen.getByLabelText('Change (+ adds, - takes away)');
    await userEvent.clear(change);
    await userEvent.type(change, '3');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Goodwill');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(3, 'Goodwill');
  });
});
