import { Button, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render';
import { CrudTab, type ListQuery } from './crud-tab';
import { EditDialog } from './form-dialog';
import { useConfirm, useEditing } from './use-crud';

interface Row {
  id: number;
  name: string;
}

const query = (over: Partial<ListQuery<Row>>): ListQuery<Row> => ({
  isPending: false,
  isError: false,
  data: [],
  refetch: vi.fn(),
  ...over,
});

function Tab({ list, onDelete }: { list: ListQuery<Row>; onDelete: (row: Row) => void }) {
  const dialog = useEditing<Row>();
  const confirm = useConfirm();
  return (
    <CrudTab
      title="Things"
      addLabel="Add Thing"
      onAdd={dialog.openNew}
      list={list}
      texts={{ loading: 'Loading things...', error: 'Failed to fetch things', empty: 'No things yet' }}
      dialogs={
        <>
          <EditDialog editing={dialog.editing} close={dialog.close} titles={{ add: 'Add Thing', edit: 'Edit Thing' }}>
            {(initial) => <ThingForm initial={initial} />}
          </EditDialog>
          {confirm.dialog}
        </>
      }
    >
      {(rows) =>
        rows.map((row) => (
          <Button
            key={row.id}
            onClick={() =>
              confirm.ask({
                title: 'Delete thing?',
                message: `Delete ${row.name}?`,
                confirmLabel: 'Delete',
                danger: true,
                onConfirm: () => onDelete(row),
              })
            }
          >
            Delete {row.name}
          </Button>
        ))
      }
    </CrudTab>
  );
}

function ThingForm({ initial }: { initial?: Row }) {
  const [name, setName] = useState(initial?.name ?? '');
  return <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />;
}

describe('CrudTab', () => {
  it('shows the loading, error (with a retry) and empty states of its list', async () => {
    const { rerender } = render(<Tab list={query({ isPending: true })} onDelete={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading things...');
    const failed = query({ isError: true });
    rerender(<Tab list={failed} onDelete={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch things');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    rerender(<Tab list={query({ data: [] })} onDelete={vi.fn()} />);
    expect(screen.getByText('No things yet')).toBeInTheDocument();
  });

  it('keeps what was typed in the form dialog when the owner taps outside it', async () => {
    const user = userEvent.setup();
    render(<Tab list={query({ data: [] })} onDelete={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add Thing' }));
    await user.type(await screen.findByLabelText('Name'), 'Half-typed');
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    await user.click(overlay!);
    expect(screen.getByRole('dialog', { name: 'Add Thing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Half-typed');
  });

  it('deletes only after the confirmation, and not at all when the owner cancels', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<Tab list={query({ data: [{ id: 1, name: 'Mat' }] })} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete Mat' }));
    expect(await screen.findByRole('dialog', { name: 'Delete thing?' })).toHaveTextContent('Delete Mat?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Mat' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith({ id: 1, name: 'Mat' }));
  });
});
