import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme';
import { render } from '../../test/render';
import { ContactForm } from './contact-form';

describe('contact form', () => {
  it("asks for name and e-mail with the 'Required Fields' toast and sends nothing", async () => {
    const onSend = vi.fn();
    render(<ContactForm sending={false} onSend={onSend} />);
    await userEvent.type(screen.getByLabelText('Full Name', { exact: false }), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Required Fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill in your name and email address.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('offers the four services, uses an e-mail input, sends the enquiry and clears the form', async () => {
    const onSend = vi.fn().mockResolvedValue(true);
    render(<ContactForm sending={false} onSend={onSend} />);
    const select = screen.getByLabelText('Service Interest');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Select a service',
      'Group Classes',
      'Personal Training',
      'Both Services',
      'Free Consultation',
    ]);
    expect(screen.getByLabelText('Email Address', { exact: false })).toHaveAttribute('type', 'email');
    await userEvent.type(screen.getByLabelText('Full Name', { exact: false }), 'Ann Example');
    await userEvent.type(screen.getByLabelText('Email Address', { exact: false }), 'ann@example.com');
    await userEvent.selectOptions(select, 'consultation');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith({
      name: 'Ann Example',
      email: 'ann@example.com',
      phone: '',
      service: 'consultation',
      message: 'Hello',
    });
    await waitFor(() => expect(screen.getByLabelText('Full Name', { exact: false })).toHaveValue(''));
  });

  it('keeps what was typed when sending failed', async () => {
    render(<ContactForm sending={false} onSend={vi.fn().mockResolvedValue(false)} />);
    await userEvent.type(screen.getByLabelText('Full Name', { exact: false }), 'Ann Example');
    await userEvent.type(screen.getByLabelText('Email Address', { exact: false }), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByLabelText('Full Name', { exact: false })).toHaveValue('Ann Example'));
  });

  it('shows what is wrong beside each field, and the fields the server refused', async () => {
    const onSend = vi.fn().mockResolvedValue({ email: 'email: this address cannot receive mail' });
    render(<ContactForm sending={false} onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const name = screen.getByLabelText('Full Name', { exact: false });
    const email = screen.getByLabelText('Email Address', { exact: false });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name');
    expect(email).toHaveAccessibleDescription('Please enter your email address');
    expect(onSend).not.toHaveBeenCalled();

    await userEvent.type(name, 'Ann Example');
    await userEvent.type(email, 'ann@');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(onSend).not.toHaveBeenCalled();

    await userEvent.type(email, 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('email: this address cannot receive mail'));
    expect(name).toHaveValue('Ann Example');
  });

  it("says 'Sending...' while busy", () => {
    render(<ContactForm sending onSend={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('is inert in the prerendered HTML, before its code has run', () => {
    const html = renderToString(
      <MantineProvider theme={theme}>
        <ContactForm sending={false} onSend={vi.fn()} />
      </MantineProvider>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const input of doc.querySelectorAll('input, textarea')) expect(input.hasAttribute('readonly')).toBe(true);
    expect(doc.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
  });
});
