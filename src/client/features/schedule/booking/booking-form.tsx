import { Button, Group, Loader, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { DiscountValidationDto } from '../../../../domain/dto';
import { discountLabel } from '../../../../domain/discount';
import { formatPence } from '../../../../domain/money';
import { bookingFormSchema } from '../../../../domain/customer-forms';
import { discountedPrice, discountFromValidation } from './discount-display';

export type DiscountState =
  | { status: 'idle' }
  | { status: 'checking'; code: string }
  | { status: 'valid'; code: string; result: DiscountValidationDto }
  | { status: 'invalid'; code: string; message: string };

export interface BookingFormValues {
  name: string;
  email: string;
  phone: string;
  discountCode: string;
  specialRequests: string;
}

export const EMPTY_BOOKING_FORM: BookingFormValues = { name: '', email: '', phone: '', discountCode: '', specialRequests: '' };

export interface BookingFormProps {
  pricePence: number;
  discount: DiscountState;
  initialValues?: BookingFormValues;
  /** The discount code field lost focus (SPEC §2: the code is checked then; an empty value clears it). */
  onDiscountBlur: (code: string) => void;
  onSubmit: (values: BookingFormValues) => void;
  /** Book with a class credit instead of a card (after the same checks of name, e-mail and phone). */
  onUseCredit?: (values: BookingFormValues) => void;
  onCancel: () => void;
}

/** The booking dialog's form (SPEC §2, messages SPEC §5). */
export function BookingForm({ pricePence, discount, initialValues, onDiscountBlur, onSubmit, onUseCredit, onCancel }: BookingFormProps) {
  const form = useForm<BookingFormValues>({
    mode: 'controlled',
    initialValues: initialValues ?? EMPTY_BOOKING_FORM,
    validate: schemaResolver(bookingFormSchema, { sync: true }),
    validateInputOnBlur: ['name', 'email', 'phone'],
  });

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <TextInput label="Full Name" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
        <TextInput label="Email Address" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
        <TextInput label="Phone Number" withAsterisk type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <DiscountField
          pricePence={pricePence}
          discount={discount}
          inputProps={form.getInputProps('discountCode')}
          onBlur={() => onDiscountBlur(form.getValues().discountCode.trim())}
        />
        <Textarea
          label="Special Requests (Optional)"
          placeholder="Any medical conditions, injuries or special requirements we should know about?"
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('specialRequests')}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          {onUseCredit && (
            <Button
              variant="light"
              onClick={() => {
                if (!form.validate().hasErrors) onUseCredit(form.getValues());
              }}
            >
              Use a class credit
            </Button>
          )}
          {/* Never disabled while the code is checked: the tap that leaves the code field must not be lost. */}
          <Button type="submit">Continue to Payment</Button>
        </Group>
      </Stack>
    </form>
  );
}

function DiscountField({
  pricePence,
  discount,
  inputProps,
  onBlur,
}: {
  pricePence: number;
  discount: DiscountState;
  inputProps: ReturnType<ReturnType<typeof useForm<BookingFormValues>>['getInputProps']>;
  onBlur: () => void;
}) {
  const priced = discount.status === 'valid' ? discountedPrice(pricePence, discount.result) : null;
  const applied = discount.status === 'valid' ? discountFromValidation(discount.result) : null;
  return (
    <div>
      <TextInput
        label="Discount Code (Optional)"
        placeholder="Enter your code"
        autoCapitalize="characters"
        {...inputProps}
        onBlur={(e) => {
          (inputProps.onBlur as ((event: React.FocusEvent<HTMLInputElement>) => void) | undefined)?.(e);
          onBlur();
        }}
        rightSection={discount.status === 'checking' ? <Loader size="xs" aria-label="Checking discount code" /> : null}
        error={discount.status === 'invalid' ? discount.message : undefined}
      />
      {priced && applied && (
        <Stack gap={0} mt={6} aria-live="polite" data-testid="discount-result">
          <Group gap="xs">
            <Text fw={700} c="teal.9">
              {formatPence(priced.totalPence)}
            </Text>
            <Text td="line-through" c="dimmed" fz="sm">
              {formatPence(priced.originalPence)}
            </Text>
          </Group>
          <Text fz="sm" c="teal.9">
            You save {formatPence(priced.discountPence)} ({discountLabel(applied)} off)
          </Text>
        </Stack>
      )}
    </div>
  );
}
