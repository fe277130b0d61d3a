import { SecretOnce } from '../crud/secret-once';
import { Anchor, Badge, Button, Card, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { API_SCOPE_LABELS, API_SCOPES, type ApiKeyDto, type ApiScope } from '../../../../domain/api-keys';
import { dayjs, LONDON } from '../../../../domain/time';
import { trpc } from '../../../trpc';
import { londonDateTime } from '../format';
import { CrudTab } from '../crud/crud-tab';
import { FormDialog } from '../crud/form-dialog';
import { outcome, useConfirm } from '../crud/use-crud';
import { notifyError } from '../notify';

/** Stopped: revoked, or past its expiry (a rolled key's old secret ends so). */
const stoppedOf = (k: ApiKeyDto, now: Date) => k.revokedAt !== null || (k.expiresAt !== null && k.expiresAt <= now);

function KeyCard({ apiKey, onRevoke, onRoll, busy }: { apiKey: ApiKeyDto; onRevoke: () => void; onRoll: () => void; busy: boolean }) {
  const revoked = stoppedOf(apiKey, new Date());
  return (
    <Card withBorder radius="md" padding="md" bg={revoked ? 'gray.0' : undefined}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap={6}>
            <Text fw={600}>{apiKey.name}</Text>
            <Text size="sm" ff="monospace" c="dimmed">
              {apiKey.prefix}
            </Text>
            {revoked && (
              <Badge color="gray" variant="light">
                {apiKey.revokedAt ? 'Revoked' : 'Expired'}
              </Badge>
            )}
          </Group>
          <Group gap={4}>
            {apiKey.scopes.map((s) => (
              <Badge key={s} variant="light" size="sm">
                {API_SCOPE_LABELS[s]}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            Created {londonDateTime(apiKey.createdAt)} ·{' '}
            {apiKey.lastUsedAt ? `last used ${londonDateTime(apiKey.lastUsedAt)}` : 'never used'}
            {apiKey.revokedAt ? ` · revoked ${londonDateTime(apiKey.revokedAt)}` : ''}
            {!apiKey.revokedAt && apiKey.expiresAt ? ` · ${revoked ? 'expired' : 'expires'} ${londonDateTime(apiKey.expiresAt)}` : ''}
          </Text>
        </Stack>
        {!revoked && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={onRoll} disabled={busy}>
              Roll
            </Button>
            <Button size="xs" color="red" variant="light" onClick={onRevoke} loading={busy}>
              Revoke
            </Button>
          </Group>
        )}
      </Group>
    </Card>
  );
}

/** Keys for integrations: the secret is shown once, right after it is made. */
export function ApiKeysTab() {
  const list = trpc.admin.apiKeys.list.useQuery();
  const utils = trpc.useUtils();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['bookings:read']);
  /** A London date (yyyy-mm-dd) the key stops working at the end of; empty: never. */
  const [expires, setExpires] = useState('');
  const [secret, setSecret] = useState<string | null>(null);

  const refresh = () => utils.admin.apiKeys.invalidate();
  const create = trpc.admin.apiKeys.create.useMutation({
    onSuccess: (res) => {
      setSecret(res.secret);
      setCreating(false);
      setName('');
      setExpires('');
    },
    onError: (error) => notifyError('Failed to create API key', error),
    onSettled: refresh,
  });
  const revoke = trpc.admin.apiKeys.revoke.useMutation(
    outcome({ success: (k) => ['API Key Revoked', `${k.name} no longer works.`], failure: 'Failed to revoke API key', refresh }),
  );
  const roll = trpc.admin.apiKeys.roll.useMutation({
    onSuccess: (res) => setSecret(res.secret),
    onError: (error) => notifyError('Failed to roll API key', error),
    onSettled: refresh,
  });
  const confirm = useConfirm(revoke.isPending || roll.isPending);
  const askRoll = (k: ApiKeyDto) =>
    confirm.ask({
      title: 'Roll API key?',
      message: `${k.name} gets a new key, shown once. The old one keeps working for 24 hours so you can switch the integration over, then stops.`,
      confirmLabel: 'Roll key',
      onConfirm: () => roll.mutate({ id: k.id }),
    });
  const askRevoke = (k: ApiKeyDto) =>
    confirm.ask({
      title: 'Revoke API key?',
      message: `${k.name} will stop working at once. This cannot be undone.`,
      confirmLabel: 'Revoke',
      danger: true,
      onConfirm: () => revoke.mutate({ id: k.id }),
    });

  return (
    <CrudTab
      title="API Keys"
      addLabel="New API key"
      onAdd={() => setCreating(true)}
      list={list}
      texts={{ loading: 'Loading API keys...', error: 'Failed to fetch API keys', empty: 'No API keys yet' }}
      intro={
        <>
          <Text size="sm" c="dimmed">
            Give an integration a key instead of your password. It works on the admin paths of the{' '}
            <Anchor href="/api/docs" target="_blank">
              API reference
            </Anchor>{' '}
            that its scopes allow, as{' '}
            <Text span ff="monospace">
              Authorization: Bearer &lt;key&gt;
            </Text>
            .
          </Text>
          {secret && <SecretOnce secret={secret} title="Copy the key now: it is not shown again" onClose={() => setSecret(null)} />}
        </>
      }
      dialogs={
        <>
          <FormDialog opened={creating} onClose={() => setCreating(false)} title="New API key" size="md">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                create.mutate({ name, scopes, expiresAt: expires ? dayjs.tz(expires, LONDON).endOf('day').toDate() : null });
              }}
            >
              <Stack gap="sm">
                <TextInput
                  label="Name"
                  description="Who uses it, e.g. Zapier"
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                  required
                  data-autofocus
                />
                <Checkbox.Group
                  label="Scopes"
                  value={scopes}
                  onChange={(v) => setScopes(v)}
                  error={scopes.length === 0 ? 'Choose at least one scope' : undefined}
                >
                  <Stack gap={6} mt={6}>
                    {API_SCOPES.map((s) => (
                      <Checkbox key={s} value={s} label={API_SCOPE_LABELS[s]} />
                    ))}
                  </Stack>
                </Checkbox.Group>
                <TextInput
                  label="Expires"
                  description="The key stops working at the end of this day; leave empty for no expiry"
                  type="date"
                  value={expires}
                  min={dayjs().tz(LONDON).add(1, 'day').format('YYYY-MM-DD')}
                  onChange={(e) => setExpires(e.currentTarget.value)}
                />
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setCreating(false)}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={create.isPending} disabled={!name.trim() || scopes.length === 0}>
                    Create key
                  </Button>
                </Group>
              </Stack>
            </form>
          </FormDialog>
          {confirm.dialog}
        </>
      }
    >
      {(rows) =>
        rows.map((k) => (
          <KeyCard
            key={k.id}
            apiKey={k}
            busy={(revoke.isPending && revoke.variables?.id === k.id) || (roll.isPending && roll.variables?.id === k.id)}
            onRevoke={() => askRevoke(k)}
            onRoll={() => askRoll(k)}
          />
        ))
      }
    </CrudTab>
  );
}
