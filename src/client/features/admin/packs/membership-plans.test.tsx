import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render';
import { serveTrpc } from '../../../test/serve-trpc';
import { PlanForm } from './membership-plans';

afterEach(() => vi.unstubAllGlobals());

describe('the membership plan form', () => {
  it('sends the price in pence, the classes a month (null when unlimited) and the ticked class types', async () => {
    serveTrpc({ 'admin.classTypes.list': () => ({ data: [{ id: 4, name: 'Mat Pilates Class' }] }) });
    const onSubmit = vi.fn();
    render(<PlanForm busy={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Plan name/), 'Unlimited');
    await userEvent.type(screen.getByLabelText(/Monthly price/), '89.5');
    await userEvent.click(screen.getByLabelText('Unlimited classes'));
    await waitFor(() => expect(screen.getByLabelText('Mat Pilates Class')).toBeInTheDocument());
    await userEvent.click(screen.getByLabelText('Mat Pilates Class'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Unlimited',
        pricePence: 8950,
        classesPerMonth: null,
        classTypeIds: [4],
        minimumTermMonths: 1,
        noticeDays: 30,
      }),
    );
  }, 20_000);

  it('refuses a plan without a name or a price before sending anything', async () => {
    serveTrpc({ 'admin.classTypes.list': () => ({ data: [] }) });
    const onSubmit = vi.fn();
    render(<PlanForm busy={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Plan name is required');
    await userEvent.type(screen.getByLabelText(/Plan name/), 'Eight');
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('at least £1');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
