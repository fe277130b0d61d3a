import { Button, Group, NumberInput, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatVatRate, type ReceiptSettings, receiptSettingsSchema, vatIncludedPence } from '../../../../domain/receipts';
import { formatPence } from '../../../../domain/money';
import { trpc } from '../../../trpc';
import { errorText, notifyError, notifySuccess } from '../notify';

/** The form's own state: the rate as typed (a number or nothing). */
interface Draft {
  address: string;
  vatRegistered: boolean;
  vatNumber: string;
  vatRatePercent: number | '';
}

const draftOf = (s: ReceiptSettings): Draft => ({
  address: s.address,
  vatRegistered: s.vatRegistered,
  vatNumber: s.vatNumber ?? '',
  vatRatePercent: s.vatRatePercent ?? 20,
});

/** The first message the shared schema gives for a field, as the server would answer it. */
function fieldErrors(d: Draft): Partial<Record<keyof Draft, string>> {
  const parsed = receiptSettingsSchema.safeParse(valuesOf(d));
  if (parsed.success) return {};
  const out: Partial<Record<keyof Draft, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof Draft;
    out[key] ??= issue.message;
  }
  return out;
}

function valuesOf(d: Draft) {
  return {
    address: d.address,
    vatRegistered: d.vatRegistered,
    vatNumber: d.vatRegistered ? d.vatNumber : null,
    vatRatePercent: d.vatRegistered && d.vatRatePercent !== '' ? d.vatRatePercent : null,
  };
}

/**
 * What receipts print about the business (decision 650): the address, and VAT (not registered, or the number and
 * rate). Changes apply to receipts issued afterwards; the server records each change in the audit trail.
 */
export function ReceiptSettingsSection() {
  const query = trpc.admin.receipts.settings.useQuery();
  const utils = trpc.useUtils();
  const save = trpc.admin.receipts.updateSettings.useMutation();
  if (!query.data) return null;
  const onSave = async (values: ReturnType<typeof valuesOf>) => {
    try {
      const saved = await save.mutateAsync(values);
      utils.admin.receipts.settings.setData(undefined, saved);
      notifySuccess('Receipt Settings Saved', 'Receipts issued from now on print these details.');
      return true;
    } catch (error) {
      notifyError('Failed to save receipt settings', error);
      return false;
    }
  };
  return (
    <ReceiptSettingsForm
      initial={query.data}
      saving={save.isPending}
      error={save.isError ? errorText('Not saved', save.error) : ''}
      onSave={onSave}
    />
  );
}

/** The form itself: checked with the shared schema before anything is sent. */
export function ReceiptSettingsForm({
  initial,
  saving,
  error,
  onSave,
}: {
  initial: ReceiptSettings;
  saving: boolean;
  error: string;
  onSave: (values: ReturnType<typeof valuesOf>) => Promise<boolean>;
}) {
  const [edited, setEdited] = useState<Draft | null>(null);
  const [tried, setTried] = useState(false);
  const draft = edited ?? draftOf(initial);
  const set = (patch: Partial<Draft>) => setEdited({ ...draft, ...patch });
  const errors = tried ? fieldErrors(draft) : {};
  const example = draft.vatRegistered && typeof draft.vatRatePercent === 'number' ? Math.round(draft.vatRatePercent * 100) : null;

  const submit = async () => {
    setTried(true);
    if (Object.keys(fieldErrors(draft)).length) return;
    if (await onSave(valuesOf(draft))) {
      setEdited(null);
      setTried(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Receipts and VAT">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          Receipts and VAT
        </Title>
        <Text fz="sm" c="dimmed">
          Printed on every receipt and credit note issued from now on; receipts already issued keep what they printed.
        </Text>
        <Textarea
          label="Address on receipts"
          description="Leave empty to use the studio address of the site content"
          autosize
          minRows={2}
          value={draft.address}
          error={errors.address}
          onChange={(e) => set({ address: e.currentTarget.value })}
        />
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="vat-status-label">
            VAT
          </Text>
          <SegmentedControl
            aria-labelledby="vat-status-label"
            value={draft.vatRegistered ? 'registered' : 'not'}
            onChange={(v) => set({ vatRegistered: v === 'registered' })}
            data={[
              { value: 'not', label: 'Not VAT registered' },
              { value: 'registered', label: 'VAT registered' },
            ]}
          />
        </Stack>
        {draft.vatRegistered && (
          <Group grow align="flex-start">
            <TextInput
              label="VAT number"
              placeholder="GB123456789"
              value={draft.vatNumber}
              error={errors.vatNumber}
              onChange={(e) => set({ vatNumber: e.currentTarget.value })}
            />
            <NumberInput
              label="VAT rate (%)"
              min={0}
              max={100}
              decimalScale={2}
              value={draft.vatRatePercent}
              error={errors.vatRatePercent}
              onChange={(v) => set({ vatRatePercent: typeof v === 'number' ? v : '' })}
            />
          </Group>
        )}
        {example !== null && (
          <Text fz="sm" c="dimmed">
            A £12.00 class prints VAT at {formatVatRate(example)} included: {formatPence(vatIncludedPence(1200, example))}.
          </Text>
        )}
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            {error}
          </Text>
          <Button onClick={() => void submit()} loading={saving} disabled={edited === null}>
            Save receipt settings
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
