import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { MembershipCodeStep, membershipRefusal } from './membership-code-step';

describe('the membership code step, for a class or a session', () => {
  it('names what is booked and hands on the trimmed code, only once one is typed', async () => {
    const onSubmit = vi.fn();
    render(<MembershipCodeStep email="mia@example.com" for="session" busy={false} error={null} onSubmit={onSubmit} onBack={vi.fn()} />);
    expect(screen.getByText(/Booking for mia@example.com\. .*: the session is included, nothing to pay\./)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Book with my membership' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Membership code/), '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Membership code/), ' M-ABCDE-FGHJK {Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('M-ABCDE-FGHJK');
  });

  it("shows the caller's refusal at the field, and goes back; busy, neither button can be pressed twice", async () => {
    const onBack = vi.fn();
    const { rerender } = render(
      <MembershipCodeStep
        email="mia@example.com"
        for="class"
        busy={false}
        error="no membership has this code"
        onSubmit={vi.fn()}
        onBack={onBack}
      />,
    );
    expect(screen.getByText(/the class is included/)).toBeInTheDocument();
    expect(screen.getByText('no membership has this code')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(/Membership code/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    rerender(<MembershipCodeStep email="mia@example.com" for="class" busy error={null} onSubmit={vi.fn()} onBack={onBack} />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("words a refusal without the server's field name, and a failure it cannot explain", () => {
    expect(membershipRefusal(new TRPCClientError("membershipCode: You have used this month's sessions"))).toBe(
      "You have used this month's sessions",
    );
    expect(membershipRefusal(new Error('network'))).toBe('Failed to book. Please try again.');
  });
});
