import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it("says 'Please fill in all fields' and does not submit when a field is empty", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginForm busy={false} error={null} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');

    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');

    await user.clear(screen.getByLabelText(/Username/));
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats a username of only spaces as empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginForm busy={false} error={null} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Username/), '   ');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed username and the password as typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginForm busy={false} error={null} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Username/), ' admin ');
    await user.type(screen.getByLabelText(/^Password/), ' pass word ');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ username: 'admin', password: ' pass word ' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message, and 'Signing In...' while busy", () => {
    const { rerender } = render(<LoginForm busy={false} error="Invalid credentials" onSubmit={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
    rerender(<LoginForm busy error={null} onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    render(<LoginForm busy={false} error={null} onSubmit={vi.fn()} />);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Reachable from the keyboard too.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'password');
  });
});
