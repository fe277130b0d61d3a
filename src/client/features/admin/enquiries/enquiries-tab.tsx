import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconMail, IconPhone, IconRotate } from '@tabler/icons-react';
import { useState } from 'react';
import type { EnquiryDto } from '../../../../domain/dto';
import { trpc } from '../../../trpc';
import { londonDateTime } from '../format';
import { SERVICE_LABELS } from '../labels';
import { notifyError, notifySuccess } from '../notify';
import { EmptyState, ErrorState, LoadingState } from '../query-state';

type Show = 'open' | 'all';

function EnquiryCard({ enquiry, onToggle, busy }: { enquiry: EnquiryDto; onToggle: () => void; busy: boolean }) {
  return (
    <Card withBorder radius="md" padding="md" bg={enquiry.handled ? 'gray.0' : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Group gap={6}>
              <Text fw={600}>{enquiry.name}</Text>
              {enquiry.service && <Badge variant="light">{SERVICE_LABELS[enquiry.service]}</Badge>}
              {enquiry.handled && (
                <Badge variant="light" color="gray">
                  Handled
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              Received {londonDateTime(enquiry.createdAt)}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant={enquiry.handled ? 'default' : 'light'}
            leftSection={enquiry.handled ? <IconRotate size={14} aria-hidden /> : <IconCheck size={14} aria-hidden />}
            onClick={onToggle}
            loading={busy}
          >
            {enquiry.handled ? 'Mark as not handled' : 'Mark as handled'}
          </Button>
        </Group>
        <Group gap="md">
          <Group gap={4}>
            <IconMail size={14} aria-hidden />
            <Anchor size="sm" href={`mailto:${enquiry.email}`}>
              {enquiry.email}
            </Anchor>
          </Group>
          {enquiry.phone && (
            <Group gap={4}>
              <IconPhone size={14} aria-hidden />
              <Anchor size="sm" href={`tel:${enquiry.phone}`}>
                {enquiry.phone}
              </Anchor>
            </Group>
          )}
        </Group>
        {enquiry.message ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {enquiry.message}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            No message
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function EnquiriesTab() {
  const list = trpc.admin.enquiries.list.useQuery();
  const utils = trpc.useUtils();
  const [show, setShow] = useState<Show>('open');
  const setHandled = trpc.admin.enquiries.setHandled.useMutation({
    onSuccess: (e) => notifySuccess('Enquiry Updated', `${e.name}'s enquiry is marked as ${e.handled ? 'handled' : 'not handled'}.`),
    onError: (error) => notifyError('Failed to update enquiry', error),
    onSettled: () => utils.admin.enquiries.invalidate(),
  });

  // Newest first, whatever order the list arrives in.
  const rows = [...(list.data ?? [])]
    .filter((e) => show === 'all' || !e.handled)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const openCount = (list.data ?? []).filter((e) => !e.handled).length;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          Enquiries
        </Title>
        <SegmentedControl
          value={show}
          onChange={(v) => setShow(v)}
          data={[
            { value: 'open', label: `Open (${openCount})` },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      {list.isPending ? (
        <LoadingState label="Loading enquiries..." />
      ) : list.isError ? (
        <ErrorState message="Failed to fetch enquiries" onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{list.data.length === 0 ? 'No enquiries yet' : 'No open enquiries'}</EmptyState>
      ) : (
        rows.map((e) => (
          <EnquiryCard
            key={e.id}
            enquiry={e}
            busy={setHandled.isPending && setHandled.variables?.id === e.id}
            onToggle={() => setHandled.mutate({ id: e.id, handled: !e.handled })}
          />
        ))
      )}
    </Stack>
  );
}
