import { Alert, Badge, Button, Code, Group, NumberInput, Paper, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatPence, poundsToPence } from '../../../../domain/money';
import { MIN_VOUCHER_MONTHS } from '../../../../domain/vouchers';
import { trpc } from '../../../trpc';
import { londonDate } from '../format';
import { notifyError, notifySuccess } from '../notify';
import { CrudTab } from '../crud/crud-tab';
import { FormDialog } from '../crud/form-dialog';
import { onSubmitOnly } from '../crud/use-crud';
import { ErrorState, LoadingState } from '../query-state';
import { ResponsiveTable } from '../responsive-table';

/** Gift vouchers (decision 730) and the introductory offer (decision 735): the owner's Money section. */
export function VouchersTab() {
  return (
    <Stack gap="xl">
      <VoucherList />
      <VoucherSettingsForm />
      <IntroOfferForm />
    </Stack>
  );
}

function VoucherList() {
  const list = trpc.admin.vouchers.list.useQuery();
  const [issuing, setIssuing] = useState(false);
  return (
    <CrudTab
      title="Gift Vouchers"
      addLabel="Issue a voucher"
      onAdd={() => setIssuing(true)}
      list={list}
      texts={{ loading: 'Loading vouchers...', error: 'Failed to fetch vouchers', empty: 'No vouchers yet' }}
      dialogs={issuing && <IssueVoucherDialog onClose={() => setIssuing(false)} />}
    >
      {(rows) => (
        <ResponsiveTable
          rows={rows}
          rowKey={(v) => v.id}
          label="Gift vouchers"
          minWidth={720}
          columns={[
            { header: 'Code', primary: true, cell: (v) => <Text fw={600}>…{v.codeHint}</Text> },
            { header: 'For', cell: (v) => <Text size="sm">{v.recipientName || v.recipientEmail}</Text> },
            {
              header: 'Balance',
              cell: (v) => (
                <Text size="sm">
                  {formatPence(v.balancePence)} of {formatPence(v.initialPence)}
                </Text>
              ),
            },
            { header: 'Expires', cell: (v) => <Text size="sm">{londonDate(new Date(v.expiresAt))}</Text> },
            {
              header: 'Source',
              cell: (v) => <Badge variant="light">{v.source === 'admin' ? 'Issued' : 'Bought'}</Badge>,
            },
          ]}
        />
      )}
    </CrudTab>
  );
}

/** Issues a voucher without payment; the code is shown once, here, and e-mailed to the recipient. */
export function IssueVoucherDialog({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const [pounds, setPounds] = useState<number | string>(20);
  const [recipientEmail, setRecipientEmail] = useState('');
  const [recipientName, setRecipientName] = useState('');
  const [message, setMessage] = useState('');
  const issue = trpc.admin.vouchers.issue.useMutation({
    onSuccess: () => void utils.admin.vouchers.invalidate(),
    onError: (error) => notifyError('Failed to issue voucher', error),
  });
  const amountPence = typeof pounds === 'number' ? poundsToPence(pounds) : 0;
  return (
    <FormDialog opened onClose={onClose} title="Issue a voucher" size="md">
      {issue.data ? (
        <Stack gap="md">
          <Alert color="green" title={`${formatPence(issue.data.amountPence)} voucher issued`}>
            <Stack gap="xs">
              <Text fz="sm">This is the only time the code is shown. It has also been e-mailed to the recipient.</Text>
              <Code fz="lg" data-testid="issued-code">
                {issue.data.code}
              </Code>
              <Text fz="sm">Valid until {londonDate(new Date(issue.data.expiresAt))}.</Text>
            </Stack>
          </Alert>
          <Button onClick={onClose} style={{ alignSelf: 'flex-end' }}>
            Done
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={onSubmitOnly(() =>
            issue.mutate({
              amountPence,
              recipientEmail: recipientEmail.trim(),
              ...(recipientName.trim() ? { recipientName: recipientName.trim() } : {}),
              ...(message.trim() ? { message: message.trim() } : {}),
            }),
          )}
        >
          <Stack gap="sm">
            <NumberInput
              hideControls
              label="Amount (£)"
              withAsterisk
              min={1}
              max={1000}
              decimalScale={2}
              value={pounds}
              onChange={setPounds}
            />
            <TextInput
              label="Recipient's e-mail"
              withAsterisk
              type="email"
              value={recipientEmail}
              onChange={(e) => setRecipientEmail(e.currentTarget.value)}
            />
            <TextInput label="Recipient's name" value={recipientName} onChange={(e) => setRecipientName(e.currentTarget.value)} />
            <Textarea
              label="Message"
              autosize
              minRows={2}
              maxLength={500}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={issue.isPending} disabled={amountPence < 100 || !recipientEmail.trim()}>
                Issue {amountPence >= 100 ? formatPence(amountPence) : ''}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormDialog>
  );
}

const parseAmounts = (text: string) =>
  text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((p) => Number(p.replace(/^£/, '')));

/** Which amounts the site sells and how many months a voucher lasts (at least twelve). */
export function VoucherSettingsForm() {
  const settings = trpc.admin.vouchers.settings.useQuery();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Voucher Settings
        </Title>
        {settings.isPending ? (
          <LoadingState label="Loading voucher settings..." />
        ) : settings.isError ? (
          <ErrorState message="Failed to fetch voucher settings" onRetry={() => void settings.refetch()} />
        ) : (
          <SettingsFields key={JSON.stringify(settings.data)} saved={settings.data} />
        )}
      </Stack>
    </Paper>
  );
}

function SettingsFields({ saved }: { saved: { amountsPence: number[]; validityMonths: number } }) {
  const utils = trpc.useUtils();
  const [amounts, setAmounts] = useState(saved.amountsPence.map((p) => (p / 100).toString()).join(', '));
  const [months, setMonths] = useState<number | string>(saved.validityMonths);
  const save = trpc.admin.vouchers.saveSettings.useMutation({
    onSuccess: () => notifySuccess('Saved', 'Gift voucher settings saved.'),
    onError: (error) => notifyError('Failed to save voucher settings', error),
    onSettled: () => void utils.admin.vouchers.settings.invalidate(),
  });
  const pounds = parseAmounts(amounts);
  const amountsError = pounds.some((p) => !Number.isFinite(p) || p < 1 || p > 1000)
    ? 'Amounts in pounds, £1 to £1,000, separated by commas'
    : pounds.length === 0 || pounds.length > 8
      ? 'Between one and eight amounts'
      : null;
  const monthsError =
    typeof months !== 'number' || months < MIN_VOUCHER_MONTHS
      ? `At least ${MIN_VOUCHER_MONTHS} months`
      : months > 60
        ? 'At most 60 months'
        : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (amountsError || monthsError) return;
        save.mutate({ amountsPence: pounds.map(poundsToPence), validityMonths: months as number });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Amounts offered (£)"
          description="Separated by commas, e.g. 20, 30, 50"
          value={amounts}
          onChange={(e) => setAmounts(e.currentTarget.value)}
          error={amountsError}
        />
        <NumberInput
          hideControls
          label="Months valid"
          clampBehavior="none"
          min={MIN_VOUCHER_MONTHS}
          max={60}
          allowDecimal={false}
          value={months}
          onChange={setMonths}
          error={monthsError}
        />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Save voucher settings
        </Button>
      </Stack>
    </form>
  );
}

/** The first-class price for someone new (decision 735), a first-month membership price (801), and the switch that turns it off. */
export function IntroOfferForm() {
  const offer = trpc.admin.introOffer.get.useQuery();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Introductory Offer
        </Title>
        {offer.isPending ? (
          <LoadingState label="Loading the introductory offer..." />
        ) : offer.isError ? (
          <ErrorState message="Failed to fetch the introductory offer" onRetry={() => void offer.refetch()} />
        ) : (
          <IntroFields key={JSON.stringify(offer.data)} saved={offer.data} />
        )}
      </Stack>
    </Paper>
  );
}

function IntroFields({
  saved,
}: {
  saved: { enabled: boolean; classPence: number; appointmentPence: number; membershipPence?: number | null };
}) {
  const utils = trpc.useUtils();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [classPounds, setClassPounds] = useState<number | string>(saved.classPence / 100);
  // A membership's first month (decision 801): its own switch; off sends null.
  const savedMonth = saved.membershipPence ?? null;
  const [monthOn, setMonthOn] = useState(savedMonth !== null);
  const [monthPounds, setMonthPounds] = useState<number | string>(savedMonth === null ? 20 : savedMonth / 100);
  const save = trpc.admin.introOffer.save.useMutation({
    onSuccess: () => notifySuccess('Saved', 'Introductory offer saved.'),
    onError: (error) => notifyError('Failed to save the introductory offer', error),
    onSettled: () => void utils.admin.introOffer.get.invalidate(),
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (typeof classPounds !== 'number' || (monthOn && typeof monthPounds !== 'number')) return;
        save.mutate({
          enabled,
          classPence: poundsToPence(classPounds),
          appointmentPence: saved.appointmentPence,
          membershipPence: monthOn && typeof monthPounds === 'number' ? poundsToPence(monthPounds) : null,
        });
      }}
    >
      <Stack gap="sm">
        <Switch
          label="Offer a first-class price to new customers"
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
        <NumberInput
          hideControls
          label="First class price (£)"
          min={0}
          max={1000}
          decimalScale={2}
          value={classPounds}
          onChange={setClassPounds}
        />
        <Switch label="Offer a first-month membership price too" checked={monthOn} onChange={(e) => setMonthOn(e.currentTarget.checked)} />
        {monthOn && (
          <NumberInput
            hideControls
            label="First month of a membership (£)"
            description="Her first month costs this; the plan's price from the second month."
            min={0}
            max={10000}
            decimalScale={2}
            value={monthPounds}
            onChange={setMonthPounds}
          />
        )}
        <Text fz="xs" c="dimmed">
          First is judged by e-mail address and, where the card provider tells us, by the card.
        </Text>
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Save introductory offer
        </Button>
      </Stack>
    </form>
  );
}
