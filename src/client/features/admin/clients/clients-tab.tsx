import { Badge, Button, Card, Group, NumberInput, Pagination, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconPhone, IconSearch } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { CLIENTS_PAGE_SIZE } from '../../../../domain/clients';
import { formatPence } from '../../../../domain/money';
import { trpc } from '../../../trpc';
import { ConfirmDialog, type ConfirmRequest } from '../confirm-dialog';
import { ClientMessageButton } from '../message-dialog';
import { londonDate, londonDateTime, shortDate } from '../format';
import { notifyError, notifySuccess } from '../notify';
import { EmptyState, ErrorState, LoadingState } from '../query-state';
import { ClientList, ClientNotes, clientOfHash } from './client-parts';

/**
 * The Clients section: the searchable list, and a client's page when one is opened. The page is in the address
 * (its fragment), so a reload, a bookmark or the browser's Back lands where she was.
 */
export function ClientsTab() {
  const hash = useRouterState({ select: (state) => state.location.hash });
  const navigate = useNavigate();
  const open = clientOfHash(hash);
  const go = (email: string | null) =>
    void navigate({ to: '.', search: (prev) => prev, hash: email ? new URLSearchParams({ client: email }).toString() : '' });
  return open ? <ClientPage email={open} onBack={() => go(null)} /> : <ClientsList onOpen={go} />;
}

function ClientsList({ onOpen }: { onOpen: (email: string) => void }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const searched = useDeferredValue(search.trim());
  const list = trpc.admin.clients.list.useQuery({ search: searched || undefined, page });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / CLIENTS_PAGE_SIZE)) : 1;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Clients
      </Title>
      <TextInput
        label="Find a client"
        placeholder="Name, e-mail, phone or reference (B-12)"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <LoadingState label="Loading clients..." />
      ) : list.isError ? (
        <ErrorState message="Failed to fetch clients" onRetry={() => void list.refetch()} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState>{searched ? 'No client matches that search' : 'No clients yet'}</EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {list.data.total === 1 ? '1 client' : `${list.data.total} clients`}
          </Text>
          <ClientList rows={list.data.rows} onOpen={onOpen} />
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages of clients" />}
        </>
      )}
    </Stack>
  );
}

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <Stack gap={6}>{children}</Stack>
      )}
    </Card>
  );
}

function Line({ children, right }: { children: ReactNode; right?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
      {right}
    </Group>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** Gives or takes a lot's credits through the packs' own adjust (reason required, audited there). */
function CreditAdjust({ lotId, remaining, onDone }: { lotId: number; remaining: number; onDone: () => void }) {
  const [delta, setDelta] = useState<number | string>(1);
  const [reason, setReason] = useState('');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const adjust = trpc.admin.packs.adjust.useMutation({
    onSuccess: (lot) => {
      notifySuccess('Credits Adjusted', `${lot.title} now has ${lot.remaining} left.`);
      setReason('');
      onDone();
    },
    onError: (error) => notifyError('Failed to adjust credits', error),
  });
  const n = typeof delta === 'number' ? delta : Number(delta);
  const problem =
    !Number.isInteger(n) || n === 0
      ? 'Give a whole number, not 0'
      : n < -remaining
        ? `At most ${remaining} can be taken away`
        : reason.trim().length < 3
          ? 'Say why'
          : null;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NumberInput label="Give (+) or take (-)" w={140} allowDecimal={false} value={delta} onChange={setDelta} />
      <TextInput label="Reason" style={{ flex: 1, minWidth: 160 }} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      <Button
        variant="light"
        loading={adjust.isPending}
        disabled={problem !== null}
        title={problem ?? undefined}
        onClick={() =>
          setConfirm({
            title: n > 0 ? `Give ${n} credit${n === 1 ? '' : 's'}?` : `Take ${-n} credit${n === -1 ? '' : 's'}?`,
            message: `Reason: ${reason.trim()}`,
            confirmLabel: 'Adjust credits',
            onConfirm: () => adjust.mutate({ lotId, delta: n, reason: reason.trim() }),
          })
        }
      >
        Adjust
      </Button>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} busy={adjust.isPending} />
    </Group>
  );
}

function ClientPage({ email, onBack }: { email: string; onBack: () => void }) {
  const view = trpc.admin.clients.byKey.useQuery({ client: email });
  const utils = trpc.useUtils();
  const refresh = () => void utils.admin.clients.invalidate();
  const addNote = trpc.admin.clients.addNote.useMutation({
    onSuccess: () => notifySuccess('Note Added', 'The note is on her page.'),
    onError: (error) => notifyError('Failed to add the note', error),
    onSettled: refresh,
  });
  const removeNote = trpc.admin.clients.removeNote.useMutation({
    onSuccess: () => notifySuccess('Note Deleted', 'The note is gone.'),
    onError: (error) => notifyError('Failed to delete the note', error),
    onSettled: refresh,
  });

  const back = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} w="fit-content">
      All clients
    </Button>
  );
  if (view.isPending)
    return (
      <Stack>
        {back}
        <LoadingState label="Loading the client..." />
      </Stack>
    );
  if (view.isError)
    return (
      <Stack>
        {back}
        <ErrorState message="Failed to fetch the client" onRetry={() => void view.refetch()} />
      </Stack>
    );
  const d = view.data;
  const c = d.client;
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {c.name || c.email}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {c.email}
            {c.phone ? ` · ${c.phone}` : ''}
          </Text>
        </Stack>
        <Group gap="xs">
          <ClientMessageButton email={c.email} name={c.name} />
          {c.phone && (
            <Button
              component="a"
              href={`tel:${c.phone.replace(/\s/g, '')}`}
              variant="default"
              leftSection={<IconPhone size={16} aria-hidden />}
            >
              Call
            </Button>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Visits" value={c.visits} />
        <Figure label="No-shows" value={c.noShows} />
        <Figure label="Spend (net of refunds)" value={formatPence(c.spendPence)} />
        <Figure label="Credits" value={c.creditBalance} />
        <Figure label="First visit" value={c.firstVisit ? londonDate(c.firstVisit) : 'Not yet'} />
        <Figure label="Last visit" value={c.lastVisit ? londonDate(c.lastVisit) : 'Not yet'} />
      </SimpleGrid>

      <Card withBorder radius="md" p="md" component="section" aria-label="Private notes">
        <Title order={3} size="h5" mb="xs">
          Private notes
        </Title>
        <ClientNotes
          notes={d.notes}
          busy={addNote.isPending}
          onAdd={(text) => addNote.mutateAsync({ client: c.email, text })}
          onDelete={(id) => removeNote.mutate({ client: c.email, id })}
        />
      </Card>

      <Section title="Messages" empty={d.messages.length === 0}>
        {d.messages.map((m) => (
          <Line
            key={m.id}
            right={
              <Badge variant="light" color={m.status === 'failed' ? 'red' : m.status === 'sent' ? 'green' : 'gray'}>
                {m.status === 'pending' ? 'queued' : m.status}
              </Badge>
            }
          >
            {londonDateTime(m.createdAt)} · “{m.subject}”{m.about ? ` to the class ${m.about}` : ''}
            {m.author ? ` · by ${m.author}` : ''}
          </Line>
        ))}
      </Section>

      <Section title="Health questionnaire" empty={d.health.length === 0}>
        {d.health.map((h) => (
          <Stack key={h.ref} gap={4}>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {h.ref}, {londonDate(h.startsAt)}
              </Text>
              {h.flagged ? <Badge color="red">Yes to a question</Badge> : <Badge color="green">All no</Badge>}
            </Group>
            {h.questions.map((q, i) => (
              <Text key={q} size="xs" c={h.answers[i] ? 'red' : 'dimmed'}>
                {h.answers[i] ? 'Yes' : 'No'}: {q}
              </Text>
            ))}
            {h.details && <Text size="sm">Details: {h.details}</Text>}
          </Stack>
        ))}
      </Section>

      <Section title="Class bookings" empty={d.bookings.length === 0}>
        {d.bookings.map((b) => (
          <Line key={b.ref} right={<Badge variant="light">{b.status}</Badge>}>
            {b.ref} · {b.className}, {shortDate(b.date)} {b.startTime}
            {b.paidWithCredit ? ' · paid with a credit' : ''}
            {b.specialRequests ? ` · ${b.specialRequests}` : ''}
          </Line>
        ))}
      </Section>

      <Section title="Attendance" empty={d.attendance.length === 0}>
        {d.attendance.map((a) => (
          <Line
            key={a.ref}
            right={<Badge color={a.state === 'attended' ? 'green' : 'orange'}>{a.state === 'attended' ? 'Came' : 'No-show'}</Badge>}
          >
            {a.ref} · {a.className}, {shortDate(a.date)} {a.startTime}
          </Line>
        ))}
      </Section>

      <Section title="Appointments" empty={d.appointments.length === 0}>
        {d.appointments.map((a) => (
          <Line key={a.ref} right={<Badge variant="light">{a.status}</Badge>}>
            {a.ref} · {a.typeName}, {londonDateTime(a.startsAt)} · {a.paidWith}
          </Line>
        ))}
      </Section>

      <Section title="Orders" empty={d.orders.length === 0}>
        {d.orders.map((o) => (
          <Line key={`${o.ref}-${o.createdAt.getTime()}`} right={<Text size="sm">{formatPence(o.paidPence - o.refundedPence)}</Text>}>
            {o.ref} · {o.description}, {londonDate(o.createdAt)}
            {o.refundedPence ? ` · ${formatPence(o.refundedPence)} refunded` : ''}
          </Line>
        ))}
      </Section>

      <Section title="Refunds" empty={d.refunds.length === 0}>
        {d.refunds.map((r, i) => (
          <Line key={i} right={<Badge variant="light">{r.status}</Badge>}>
            {formatPence(r.amountPence)} on {r.ref}, {londonDate(r.createdAt)}
            {r.lastError ? ` · ${r.lastError}` : ''}
          </Line>
        ))}
      </Section>

      <Section title="Credits" empty={d.credits.length === 0}>
        {d.credits.map((l) => (
          <Stack key={l.id} gap={4}>
            <Line right={<Badge color={l.expired ? 'gray' : 'blue'}>{l.expired ? 'Expired' : `${l.remaining} left`}</Badge>}>
              {l.title}: {l.remaining} of {l.granted}, {l.expired ? 'expired' : 'good until'} {londonDate(l.expiresAt)}
            </Line>
            {l.ledger.map((e, i) => (
              <Text key={i} size="xs" c="dimmed">
                {londonDate(e.createdAt)} {e.delta > 0 ? `+${e.delta}` : e.delta} {e.reason}
                {e.note ? ` (${e.note})` : ''}
              </Text>
            ))}
            {!l.expired && <CreditAdjust lotId={l.id} remaining={l.remaining} onDone={refresh} />}
          </Stack>
        ))}
      </Section>

      <Section title="Enquiries" empty={d.enquiries.length === 0}>
        {d.enquiries.map((e) => (
          <Line key={e.id} right={e.handled ? <Badge color="gray">Handled</Badge> : <Badge>Open</Badge>}>
            {londonDate(e.createdAt)}: {e.message || 'No message'}
          </Line>
        ))}
      </Section>
    </Stack>
  );
}
