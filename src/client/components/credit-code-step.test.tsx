import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { serveTrpc } from '../test/serve-trpc';
import { CreditCodeStep } from './credit-code-step';

afterEach(() => vi.unstubAllGlobals());

describe('paying with a credit: the code step', () => {
  it('asks for a code once, names what is being booked, and hands the verified token on', async () => {
    const calls = serveTrpc({
      'packs.requestCode': () => ({ data: { sent: true } }),
      'packs.verifyCode': (input) => ({ data: { creditToken: `token-for-${(input as { code: string }).code}` } }),
    });
    const onVerified = vi.fn();
    render(<CreditCodeStep email="ann@example.com" for="session" busy={false} error={null} onVerified={onVerified} onBack={vi.fn()} />);
    expect(screen.getByText(/if it holds package credits\. Enter it to book this session with one credit\./)).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['packs.requestCode']));
    expect(calls[0]!.input).toEqual({ email: 'ann@example.com' });

    const submit = screen.getByRole('button', { name: 'Book with a credit' });
    expect(submit).toBeDisabled();
    // Only digits are kept.
    await userEvent.type(screen.getByLabelText('Code from the e-mail'), '12a34 56');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('token-for-123456'));
    expect(calls.map((c) => c.path)).toEqual(['packs.requestCode', 'packs.verifyCode']);
  });

  it("shows the server's refusal of a wrong code, and the caller's own error, without handing anything on", async () => {
    serveTrpc({
      'packs.requestCode': () => ({ data: { sent: true } }),
      'packs.verifyCode': () => ({ error: { message: 'That code is wrong or has expired', code: 'BAD_REQUEST' } }),
    });
    const onVerified = vi.fn();
    const { rerender } = render(
      <CreditCodeStep email="ann@example.com" for="class" busy={false} error={null} onVerified={onVerified} onBack={vi.fn()} />,
    );
    expect(screen.getByText(/if it holds class credits\. Enter it to book this class with one credit\./)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from the e-mail'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Book with a credit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong or has expired');
    expect(onVerified).not.toHaveBeenCalled();

    rerender(
      <CreditCodeStep email="bo@example.com" for="class" busy={false} error="Class is full" onVerified={onVerified} onBack={vi.fn()} />,
    );
    // Its own refusal stays in front of an error the caller sets later.
    expect(screen.getByRole('alert')).toHaveTextContent('That code is wrong or has expired');
  });

  it("shows the caller's error (the booking refused after the code was right)", async () => {
    const calls = serveTrpc({ 'packs.requestCode': () => ({ data: { sent: true } }) });
    render(<CreditCodeStep email="ann@example.com" for="class" busy={false} error="Class is full" onVerified={vi.fn()} onBack={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Class is full');
    // The code request it sent on arrival is answered before the test ends (an unanswered one fails after teardown).
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['packs.requestCode']));
    expect(screen.getByRole('alert')).toHaveTextContent('Class is full');
  });
});
