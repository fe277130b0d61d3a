import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReceiptSettings } from '../../../../domain/receipts';
import { render } from '../../../test/render';
import { ReceiptSettingsForm } from './receipt-settings';

const NOT_REGISTERED: ReceiptSettings = { address: '', vatRegistered: false, vatNumber: null, vatRatePercent: null };

function renderForm(initial: ReceiptSettings = NOT_REGISTERED) {
  const onSave = vi.fn(async () => true);
  render(<ReceiptSettingsForm initial={initial} saving={false} error="" onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
}

describe('the owner’s receipt settings', () => {
  it('registers for VAT: refuses a number that is not a UK VAT number, then saves the number and rate', async () => {
    const { onSave, user } = renderForm();
    await user.click(screen.getByText('VAT registered'));
    // The standard rate is offered, with what a £12.00 class would print.
    expect(screen.getByText(/A £12.00 class prints VAT at 20% included: £2.00/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('VAT number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save receipt settings' }));
    expect(screen.getByText('vatNumber must be a UK VAT number such as GB123456789')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('VAT number'));
    await user.type(screen.getByLabelText('VAT number'), 'gb 123 4567 89');
    await user.click(screen.getByRole('button', { name: 'Save receipt settings' }));
    expect(onSave).toHaveBeenCalledWith({ address: '', vatRegistered: true, vatNumber: 'gb 123 4567 89', vatRatePercent: 20 });
  }, 20_000);

  it('goes back to not registered, sending no number or rate, and keeps the address', async () => {
    const { onSave, user } = renderForm({ address: '1 High St', vatRegistered: true, vatNumber: 'GB123456789', vatRatePercent: 20 });
    expect(screen.getByLabelText('VAT number')).toHaveValue('GB123456789');
    await user.click(screen.getByText('Not VAT registered'));
    expect(screen.queryByLabelText('VAT number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save receipt settings' }));
    expect(onSave).toHaveBeenCalledWith({ address: '1 High St', vatRegistered: false, vatNumber: null, vatRatePercent: null });
  }, 20_000);
});
