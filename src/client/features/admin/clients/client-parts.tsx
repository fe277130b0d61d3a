import { Anchor, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClientNoteDto, ClientRowDto } from '../../../../domain/clients';
import { formatPence } from '../../../../domain/money';
import { ConfirmDialog, type ConfirmRequest } from '../confirm-dialog';
import { londonDate, londonDateTime } from '../format';
import { ResponsiveTable } from '../responsive-table';

/** The list: cards on a phone, a table from 48em up; a name opens her page. */
export function ClientList({ rows, onOpen }: { rows: ClientRowDto[]; onOpen: (email: string) => void }) {
  return (
    <ResponsiveTable
      label="Clients"
      rows={rows}
      rowKey={(r) => r.email}
      minWidth={820}
      columns={[
        {
          header: 'Name',
          primary: true,
          cell: (r) => (
            <Anchor
              component="button"
              type="button"
              fw={600}
              onClick={() => onOpen(r.email)}
              style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
            >
              {r.name || r.email}
            </Anchor>
          ),
        },
        { header: 'E-mail', cell: (r) => r.email },
        { header: 'Phone', cell: (r) => r.phone || '—' },
        { header: 'Visits', cell: (r) => r.visits },
        { header: 'No-shows', cell: (r) => r.noShows },
        { header: 'Spend', cell: (r) => formatPence(r.spendPence) },
        { header: 'Credits', cell: (r) => r.creditBalance },
        {
          header: 'Visited',
          cell: (r) => (r.firstVisit && r.lastVisit ? `${londonDate(r.firstVisit)} – ${londonDate(r.lastVisit)}` : 'Not yet'),
        },
      ]}
    />
  );
}

/** The owner's private notes on her: newest first, each deleted only after a confirmation. */
export function ClientNotes({
  notes,
  busy,
  onAdd,
  onDelete,
}: {
  notes: ClientNoteDto[];
  busy: boolean;
  onAdd: (text: string) => Promise<unknown>;
  onDelete: (id: number) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const submit = async () => {
    if (!text.trim()) {
      setError('Write the note first');
      return;
    }
    setError(null);
    await onAdd(text.trim());
    setText('');
  };
  return (
    <Stack gap="sm">
      <Textarea
        label="Add a private note"
        description="Only you and other administrators see notes. She can ask for them with her data."
        autosize
        minRows={2}
        maxLength={2000}
        value={text}
        error={error}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button loading={busy} onClick={() => void submit().catch(() => undefined)}>
          Add note
        </Button>
      </Group>
      {notes.length === 0 ? (
        <Text c="dimmed" size="sm">
          No notes yet
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label="Notes">
          {notes.map((n) => (
            <Card key={n.id} withBorder radius="md" p="sm" role="listitem">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {n.text}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {n.author}, {londonDateTime(n.createdAt)}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() =>
                    setConfirm({
                      title: 'Delete this note?',
                      message: 'The note is deleted for good; the audit trail keeps that it was.',
                      confirmLabel: 'Delete note',
                      danger: true,
                      onConfirm: () => onDelete(n.id),
                    })
                  }
                >
                  Delete
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}

/** The client a dashboard address opens: `#client=<e-mail>` (in the fragment, so no server or proxy log holds it). */
export function clientOfHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('client');
  return value?.trim() ? value.trim() : null;
}
