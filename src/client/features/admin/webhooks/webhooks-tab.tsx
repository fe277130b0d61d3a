import { SecretOnce } from '../crud/secret-once';
import { Anchor, Badge, Button, Card, Checkbox, Group, Modal, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
  type WebhookEventType,
} from '../../../../domain/webhooks';
import { trpc } from '../../../trpc';
import { ConfirmDialog, type ConfirmRequest } from '../confirm-dialog';
import { londonDateTime } from '../format';
import { notifyError, notifySuccess } from '../notify';
import { EmptyState, ErrorState, LoadingState } from '../query-state';

const STATUS_COLORS: Record<WebhookDeliveryDto['status'], string> = { pending: 'yellow', delivered: 'green', failed: 'red' };

function DeliveryCard({ delivery, onResend, busy }: { delivery: WebhookDeliveryDto; onResend: () => void; busy: boolean }) {
  return (
    <Card withBorder radius="sm" padding="sm">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap={6} wrap="wrap">
            <Badge color={STATUS_COLORS[delivery.status]} variant="light">
              {delivery.status}
            </Badge>
            <Text size="sm" fw={600}>
              {delivery.eventType}
            </Text>
            <Text size="xs" ff="monospace" c="dimmed">
              {delivery.eventId}
            </Text>
          </Group>
          <Button size="compact-sm" variant="light" leftSection={<IconSend size={14} aria-hidden />} onClick={onResend} loading={busy}>
            Send again
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {londonDateTime(delivery.createdAt)} · {delivery.attempts} {delivery.attempts === 1 ? 'try' : 'tries'}
          {delivery.deliveredAt ? ` · delivered ${londonDateTime(delivery.deliveredAt)}` : ''}
          {delivery.nextAttemptAt ? ` · next try ${londonDateTime(delivery.nextAttemptAt)}` : ''}
        </Text>
        {delivery.log.map((t) => (
          <Text key={t.attempt} size="xs" style={{ overflowWrap: 'anywhere' }}>
            Try {t.attempt}, {londonDateTime(t.at)}: {t.statusCode ?? 'no answer'} in {t.durationMs} ms{t.error ? ` · ${t.error}` : ''}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

function DeliveryLog({ endpointId }: { endpointId: number }) {
  const utils = trpc.useUtils();
  const list = trpc.admin.webhooks.deliveries.useQuery({ endpointId });
  const resend = trpc.admin.webhooks.resend.useMutation({
    onSuccess: (d) => notifySuccess('Sent Again', `${d.eventType} (${d.eventId}) is on its way.`),
    onError: (error) => notifyError('Failed to send again', error),
    onSettled: () => utils.admin.webhooks.deliveries.invalidate({ endpointId }),
  });
  if (list.isPending) return <LoadingState label="Loading deliveries..." />;
  if (list.isError) return <ErrorState message="Failed to fetch deliveries" onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <EmptyState>Nothing sent yet</EmptyState>;
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button size="compact-sm" variant="subtle" onClick={() => void list.refetch()} loading={list.isFetching}>
          Refresh
        </Button>
      </Group>
      {list.data.map((d) => (
        <DeliveryCard
          key={d.id}
          delivery={d}
          busy={resend.isPending && resend.variables?.deliveryId === d.id}
          onResend={() => resend.mutate({ deliveryId: d.id })}
        />
      ))}
    </Stack>
  );
}

function EndpointCard({ endpoint, onDelete, onRotate }: { endpoint: WebhookEndpointDto; onDelete: () => void; onRotate: () => void }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const update = trpc.admin.webhooks.update.useMutation({
    onError: (error) => notifyError('Failed to update endpoint', error),
    onSettled: () => utils.admin.webhooks.list.invalidate(),
  });
  const sendTest = trpc.admin.webhooks.sendTest.useMutation({
    onSuccess: () => {
      notifySuccess('Test Event Sent', 'A webhook.test event is on its way; its delivery shows in the log.');
      setOpen(true);
    },
    onError: (error) => notifyError('Failed to send a test event', error),
    onSettled: () => utils.admin.webhooks.invalidate(),
  });
  return (
    <Card withBorder radius="md" padding="md" bg={endpoint.isActive ? undefined : 'gray.0'}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Text fw={600} ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            )}
          </Stack>
          <Switch
            label={endpoint.isActive ? 'On' : 'Off'}
            checked={endpoint.isActive}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ id: endpoint.id, isActive: e.currentTarget.checked })}
          />
        </Group>
        {endpoint.switchedOffReason && (
          <Text size="sm" c="red.8">
            Switched off by the website: {endpoint.switchedOffReason.toLowerCase()} (since {londonDateTime(endpoint.failingSince!)}). Turn
            it on when the receiver works again.
          </Text>
        )}
        {!endpoint.switchedOffReason && endpoint.failingSince && (
          <Text size="sm" c="orange.9">
            Failing since {londonDateTime(endpoint.failingSince)}: after 3 days with no success it is switched off.
          </Text>
        )}
        <Group gap={4}>
          {endpoint.events.map((e) => (
            <Badge key={e} variant="light" size="sm" tt="none">
              {e}
            </Badge>
          ))}
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            Added {londonDateTime(endpoint.createdAt)}
            {endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > new Date()
              ? ` · old secret signs too until ${londonDateTime(endpoint.previousSecretExpiresAt)}`
              : ''}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
              {open ? 'Hide deliveries' : 'Deliveries'}
            </Button>
            <Button size="xs" variant="default" loading={sendTest.isPending} onClick={() => sendTest.mutate({ id: endpoint.id })}>
              Send test event
            </Button>
            <Button size="xs" variant="default" onClick={onRotate}>
              Rotate secret
            </Button>
            <Button size="xs" color="red" variant="light" onClick={onDelete}>
              Delete
            </Button>
          </Group>
        </Group>
        {open && <DeliveryLog endpointId={endpoint.id} />}
      </Stack>
    </Card>
  );
}

/** Endpoints an integration listens on: the signing secret is shown once, right after the endpoint is made. */
export function WebhooksTab() {
  const list = trpc.admin.webhooks.list.useQuery();
  const utils = trpc.useUtils();
  const [creating, setCreating] = useState(false);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['booking.confirmed']);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const create = trpc.admin.webhooks.create.useMutation({
    onSuccess: (res) => {
      setSecret(res.secret);
      setCreating(false);
      setUrl('');
      setDescription('');
    },
    onError: (error) => notifyError('Failed to add endpoint', error),
    onSettled: () => utils.admin.webhooks.list.invalidate(),
  });
  const rotate = trpc.admin.webhooks.rotateSecret.useMutation({
    onSuccess: (res) => setSecret(res.secret),
    onError: (error) => notifyError('Failed to rotate the secret', error),
    onSettled: () => utils.admin.webhooks.list.invalidate(),
  });
  const remove = trpc.admin.webhooks.remove.useMutation({
    onSuccess: () => notifySuccess('Endpoint Deleted', 'It receives nothing more.'),
    onError: (error) => notifyError('Failed to delete endpoint', error),
    onSettled: () => utils.admin.webhooks.list.invalidate(),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          Webhooks
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          New endpoint
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Tell another system at once when something happens (a booking, a payment, an enquiry). Each delivery is signed in the{' '}
        <Text span ff="monospace">
          X-Webhook-Signature
        </Text>{' '}
        header with the endpoint's secret, and retried for a day and a half if the endpoint does not answer 2xx. See the{' '}
        <Anchor href="/api/docs" target="_blank">
          API reference
        </Anchor>
        .
      </Text>
      {secret && <SecretOnce secret={secret} title="Copy the signing secret now: it is not shown again" onClose={() => setSecret(null)} />}
      {list.isPending ? (
        <LoadingState label="Loading webhook endpoints..." />
      ) : list.isError ? (
        <ErrorState message="Failed to fetch webhook endpoints" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>No webhook endpoints yet</EmptyState>
      ) : (
        list.data.map((e) => (
          <EndpointCard
            key={e.id}
            endpoint={e}
            onDelete={() =>
              setConfirm({
                title: 'Delete endpoint?',
                message: `${e.url} will receive nothing more, and its delivery log is deleted with it.`,
                confirmLabel: 'Delete',
                danger: true,
                onConfirm: () => remove.mutate({ id: e.id }),
              })
            }
            onRotate={() =>
              setConfirm({
                title: 'Rotate signing secret?',
                message: `${e.url} gets a new secret, shown once. For 24 hours deliveries are signed with both the old and the new one, so the receiver can switch over without missing any.`,
                confirmLabel: 'Rotate secret',
                onConfirm: () => rotate.mutate({ id: e.id }),
              })
            }
          />
        ))
      )}

      <Modal opened={creating} onClose={() => setCreating(false)} title="New webhook endpoint" closeOnClickOutside={false}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate({ url, description, events });
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="URL"
              placeholder="https://example.com/hooks/bookings"
              type="url"
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              required
              data-autofocus
            />
            <TextInput
              label="Description"
              description="Who listens, e.g. Zapier"
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
            <Checkbox.Group
              label="Events"
              value={events}
              onChange={(v) => setEvents(v)}
              error={events.length === 0 ? 'Choose at least one event' : undefined}
            >
              <Stack gap={6} mt={6}>
                {WEBHOOK_EVENT_TYPES.map((t) => (
                  <Checkbox key={t} value={t} label={`${t}: ${WEBHOOK_EVENT_LABELS[t]}`} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCreating(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending} disabled={!url.trim() || events.length === 0}>
                Add endpoint
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} busy={remove.isPending || rotate.isPending} />
    </Stack>
  );
}
