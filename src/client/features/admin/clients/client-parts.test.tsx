import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ClientRowDto } from '../../../../domain/clients';
import { render } from '../../../test/render';
import { ClientList, ClientNotes, clientOfHash } from './client-parts';

const ann: ClientRowDto = {
  email: 'ann@example.com',
  name: 'Ann Example',
  phone: '07700 900555',
  firstVisit: new Date('2026-03-02T10:00:00Z'),
  lastVisit: new Date('2026-05-04T09:00:00Z'),
  visits: 3,
  noShows: 1,
  spendPence: 6800,
  creditBalance: 3,
  lastSeen: new Date('2026-05-04T09:00:00Z'),
  updatedAt: new Date('2026-05-04T09:00:00Z'),
};

describe('the client list', () => {
  it('shows her figures, spend in pounds, and opens her page from her name', async () => {
    const onOpen = vi.fn();
    render(
      <ClientList
        rows={[ann, { ...ann, email: 'new@example.com', name: '', visits: 0, spendPence: 0, firstVisit: null, lastVisit: null }]}
        onOpen={onOpen}
      />,
    );
    expect(screen.getByText('£68.00')).toBeInTheDocument();
    expect(screen.getByText('2 Mar 2026 – 4 May 2026')).toBeInTheDocument();
    expect(screen.getByText('Not yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ann Example' }));
    expect(onOpen).toHaveBeenCalledWith('ann@example.com');
    // A client with no name yet is opened by her address.
    await userEvent.click(screen.getByRole('button', { name: 'new@example.com' }));
    expect(onOpen).toHaveBeenLastCalledWith('new@example.com');
  });
});

describe('private notes', () => {
  const note = { id: 4, text: 'Likes the front row', author: 'owner', createdAt: new Date('2026-05-04T09:00:00Z') };

  it('refuses an empty note, then adds the text and clears the box', async () => {
    const onAdd = vi.fn().mockResolvedValue(undefined);
    render(<ClientNotes notes={[]} busy={false} onAdd={onAdd} onDelete={vi.fn()} />);
    expect(screen.getByText('No notes yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Write the note first')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
    const box = screen.getByLabelText(/Add a private note/);
    await userEvent.type(box, '  Pays in cash ');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(onAdd).toHaveBeenCalledWith('Pays in cash');
    expect(box).toHaveValue('');
  });

  it('shows who wrote each note and deletes only after the confirmation', async () => {
    const onDelete = vi.fn();
    render(<ClientNotes notes={[note]} busy={false} onAdd={vi.fn()} onDelete={onDelete} />);
    const item = within(screen.getByRole('list', { name: 'Notes' })).getByRole('listitem');
    expect(item).toHaveTextContent('Likes the front row');
    expect(item).toHaveTextContent('owner, 4 May 2026, 10:00');
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete note' }));
    expect(onDelete).toHaveBeenCalledWith(4);
  });
});

describe('the client a dashboard address opens', () => {
  it('reads #client=<e-mail> from the fragment, and nothing else', () => {
    expect(clientOfHash('#client=jo%40example.com')).toBe('jo@example.com');
    expect(clientOfHash('client=jo%40example.com&x=1')).toBe('jo@example.com');
    expect(clientOfHash('')).toBeNull();
    expect(clientOfHash('#client=')).toBeNull();
    expect(clientOfHash('#ticket=abc')).toBeNull();
  });
});
