import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { serveTrpc } from '../../test/serve-trpc';
import { ClassMessageButton, ClientMessageButton, sentSummary } from './message-dialog';

afterEach(() => vi.unstubAllGlobals());

const preview = {
  recipients: [
    { name: 'Ann Example', email: 'ann@example.com' },
    { name: 'Bea Example', email: 'bea@example.com' },
  ],
  alreadySent: 0,
  subject: 'Studio 2 tonight',
  text: 'Hello Ann Example,\n\nWe are in studio 2 tonight.\n\nClass: Mat Pilates Class',
  html: '<p>ignored</p>',
};

describe('e-mail everyone in this class', () => {
  it('writes, previews who gets it and how it reads, and sends once on confirming the number', { timeout: 30_000 }, async () => {
    const calls = serveTrpc({
      'admin.schedule.messagePreview': () => ({ data: preview }),
      'admin.schedule.message': () => ({ data: { sent: 2, alreadySent: 0 } }),
    });
    render(<ClassMessageButton slotId={41} label="6:00 PM - 7:00 PM" />);
    await userEvent.click(screen.getByRole('button', { name: 'E-mail everyone in the 6:00 PM - 7:00 PM class' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail everyone in this class' });
    // Nothing written: the form says what is missing and asks the server nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('write a subject')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Studio 2 tonight');
    await userEvent.type(within(dialog).getByLabelText(/^Message/), 'We are in studio 2 tonight.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText(/This e-mail goes to 2 people: Ann Example, Bea Example\./)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Preview of the e-mail')).toHaveTextContent('We are in studio 2 tonight.');
    expect(calls.find((c) => c.path === 'admin.schedule.messagePreview')?.input).toEqual({
      id: 41,
      subject: 'Studio 2 tonight',
      message: 'We are in studio 2 tonight.',
    });

    const send = within(dialog).getByRole('button', { name: 'Send to 2 people' });
    await userEvent.dblClick(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === 'admin.schedule.message')).toEqual([
      { path: 'admin.schedule.message', input: { id: 41, subject: 'Studio 2 tonight', message: 'We are in studio 2 tonight.' } },
    ]);
  });

  it('says when there is nobody to send to, and sends nothing', { timeout: 30_000 }, async () => {
    serveTrpc({ 'admin.schedule.messagePreview': () => ({ data: { ...preview, recipients: [] } }) });
    render(<ClassMessageButton slotId={41} label="6:00 PM - 7:00 PM" />);
    await userEvent.click(screen.getByRole('button', { name: /E-mail everyone/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Hi');
    await userEvent.type(within(dialog).getByLabelText(/^Message/), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText(/Nobody is booked on this class/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nothing to send' })).toBeDisabled();
  });

  it('sums up what the server did', () => {
    expect(sentSummary({ sent: 3, alreadySent: 0 })).toBe('Sent to 3 people.');
    expect(sentSummary({ sent: 1, alreadySent: 2 })).toBe('Sent to 1 person (2 people had it already).');
    expect(sentSummary({ sent: 0, alreadySent: 2 })).toBe('Everyone had this message already: nothing was sent again.');
  });
});

describe('e-mail her from her page', () => {
  it('previews and sends one message with the dialog nonce; her mail program is a link away', { timeout: 30_000 }, async () => {
    const calls = serveTrpc({ 'admin.clients.message': () => ({ data: { sent: 1, alreadySent: 0 } }) });
    render(<ClientMessageButton email="ann@example.com" name="Ann Example" />);
    await userEvent.click(screen.getByRole('button', { name: 'E-mail her' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Ann Example' });
    expect(within(dialog).getByRole('link', { name: 'ann@example.com' })).toHaveAttribute('href', 'mailto:ann@example.com');
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Your mat');
    await userEvent.type(within(dialog).getByLabelText(/^Message/), 'You left it here.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByLabelText('Preview of the e-mail')).toHaveTextContent('Hello Ann Example,');
    // Back keeps what she wrote.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Your mat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to 1 person' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.filter((c) => c.path === 'admin.clients.message');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toMatchObject({ client: 'ann@example.com', subject: 'Your mat', message: 'You left it here.' });
    expect((sent[0]!.input as { nonce: string }).nonce.length).toBeGreaterThanOrEqual(8);
  });
});
