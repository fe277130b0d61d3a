import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DiscountType } from '../../../../domain/discount';
import type { DiscountCodeDto } from '../../../../domain/dto';
import { penceToPounds, poundsToPence } from '../../../../domain/money';
import { discountCodeInputSchema } from '../../../../domain/schemas';
import { dayjs, LONDON } from '../../../../domain/time';
import type { z } from 'zod';

export interface DiscountFormValues {
  code: string;
  description: string;
  discountType: DiscountType;
  /** Whole percent, or pounds for a fixed code (the owner types pounds; the wire carries pence). */
  value: number | string;
  isActive: boolean;
  validFrom: string;
  validUntil: string;
  maxUses: number | string;
  maxUsesPerEmail: number | string;
}

/** What admin.discounts.create / update take: the shared schema's parsed shape. */
export type DiscountPayload = z.output<typeof discountCodeInputSchema>;

const londonDay = (instant: Date | null) => (instant ? dayjs(instant).tz(LONDON).format('YYYY-MM-DD') : '');

export function formValuesOf(code?: DiscountCodeDto): DiscountFormValues {
  if (!code) {
    return {
      code: '',
      description: '',
      discountType: 'percentage',
      value: '',
      isActive: true,
      validFrom: '',
      validUntil: '',
      maxUses: '',
      maxUsesPerEmail: '',
    };
  }
  return {
    code: code.code,
    description: code.description,
    discountType: code.discountType,
    // The wire and the database speak pence; the owner types pounds.
    value: code.discountType === 'fixed' ? Number(penceToPounds(code.value)) : code.value,
    isActive: code.isActive,
    validFrom: londonDay(code.validFrom),
    validUntil: londonDay(code.validUntil),
    maxUses: code.maxUses ?? '',
    maxUsesPerEmail: code.maxUsesPerEmail ?? '',
  };
}

/** Validity is by whole London days: from the start of the first to the end of the last. */
export function toPayload(values: DiscountFormValues): DiscountPayload {
  return {
    code: values.code.trim().toUpperCase(),
    description: values.description.trim(),
    discountType: values.discountType,
    value: values.discountType === 'fixed' ? poundsToPence(Number(values.value)) : Number(values.value),
    isActive: values.isActive,
    validFrom: values.validFrom ? dayjs.tz(values.validFrom, LONDON).startOf('day').toDate() : null,
    validUntil: values.validUntil ? dayjs.tz(values.validUntil, LONDON).endOf('day').toDate() : null,
    maxUses: values.maxUses === '' ? null : Number(values.maxUses),
    maxUsesPerEmail: values.maxUsesPerEmail === '' ? null : Number(values.maxUsesPerEmail),
  };
}

export interface DiscountFormProps {
  initial?: DiscountCodeDto;
  busy: boolean;
  onSubmit: (payload: DiscountPayload) => void;
  onCancel: () => void;
}

export function DiscountForm({ initial, busy, onSubmit, onCancel }: DiscountFormProps) {
  const form = useForm<DiscountFormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(initial),
    validate: {
      code: (v) => {
        const result = discountCodeInputSchema.shape.code.safeParse(v);
        return result.success ? null : result.error.issues[0]!.message;
      },
      value: (v, values) => {
        const n = Number(v);
        if (v === '' || !(n > 0)) return 'Value must be more than 0';
        if (values.discountType === 'percentage' && (n > 100 || !Number.isInteger(n)))
          return 'Percentage must be a whole number from 1 to 100';
        if (values.discountType === 'fixed' && Math.abs(poundsToPence(n) - n * 100) > 1e-6) return 'Amount may have at most two decimals';
        return null;
      },
      validUntil: (v, values) => (v && values.validFrom && v < values.validFrom ? 'Valid until must be on or after valid from' : null),
      maxUses: (v) =>
        v === '' || (Number.isInteger(Number(v)) && Number(v) >= 1) ? null : 'Max uses must be a whole number of at least 1',
      maxUsesPerEmail: (v) =>
        v === '' || (Number.isInteger(Number(v)) && Number(v) >= 1) ? null : 'Uses per person must be a whole number of at least 1',
    },
  });
  const percentage = form.values.discountType === 'percentage';
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(toPayload(values)))} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Code"
            withAsterisk
            placeholder="SUMMER20"
            {...form.getInputProps('code')}
            onChange={(e) => form.setFieldValue('code', e.currentTarget.value.toUpperCase())}
            data-autofocus
          />
          <Select
            label="Type"
            data={[
              { value: 'percentage', label: 'Percentage (%)' },
              { value: 'fixed', label: 'Fixed amount (£)' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('discountType')}
          />
          <NumberInput
            label="Value"
            description={percentage ? 'Percent off the price' : 'Pounds off the price'}
            withAsterisk
            min={0}
            max={percentage ? 100 : undefined}
            decimalScale={percentage ? 0 : 2}
            fixedDecimalScale={!percentage}
            prefix={percentage ? undefined : '£'}
            suffix={percentage ? '%' : undefined}
            allowNegative={false}
            {...form.getInputProps('value')}
          />
          <NumberInput
            label="Max uses"
            description="Empty for unlimited"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxUses')}
          />
          <NumberInput
            label="Uses per person"
            description="Per e-mail address; empty for no limit"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxUsesPerEmail')}
          />
          <TextInput label="Valid from" type="date" {...form.getInputProps('validFrom')} />
          <TextInput label="Valid until" type="date" {...form.getInputProps('validUntil')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} maxRows={4} {...form.getInputProps('description')} />
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        {initial && (
          <Text size="sm" c="dimmed">
            Used {initial.uses} {initial.uses === 1 ? 'time' : 'times'} so far.
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {initial ? 'Update Discount Code' : 'Create Discount Code'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
