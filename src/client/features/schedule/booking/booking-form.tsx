import '@mantine/core/styles/NumberInput.css';
import { ActionIcon, Anchor, Button, Group, Loader, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { MAX_PLACES } from '../../../../domain/party';
import type { DiscountValidationDto } from '../../../../domain/dto';
import { discountLabel } from '../../../../domain/discount';
import { formatPence } from '../../../../domain/money';
import { bookingFormSchema } from '../../../../domain/customer-forms';
import { discountedPrice, discountFromValidation } from './discount-display';
import { VoucherCodeInput } from '../../../components/voucher-code-input';

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
  /** A gift voucher's code (decision 730): the server takes what it can from it. */
  voucherCode: string;
  specialRequests: string;
  /** Places she books and pays for together, hers included (decision 780). */
  participantCount: number;
  /** The names of the further places, one per place after hers. */
  attendees: string[];
}

/** The form's own checks: the shared ones, and a name for each further place. */
const formSchema = bookingFormSchema.extend({
  participantCount: z.number().int().min(1),
  attendees: z.array(z.string().trim().min(2, 'Please enter the name of this attendee')),
});

export const EMPTY_BOOKING_FORM: BookingFormValues = {
  name: '',
  email: '',
  phone: '',
  discountCode: '',
  voucherCode: '',
  specialRequests: '',
  participantCount: 1,
  attendees: [],
};

export interface BookingFormProps {
  /** The price of one place. */
  pricePence: number;
  /** The places left in the class: she cannot book more (nor more than MAX_PLACES). */
  spotsLeft?: number;
  discount: DiscountState;
  initialValues?: BookingFormValues;
  /** The discount code field lost focus (SPEC §2: the code is checked then; an empty value clears it). */
  onDiscountBlur: (code: string) => void;
  onSubmit: (values: BookingFormValues) => void;
  /** Book with a class credit instead of a card (after the same checks of name, e-mail and phone). */
  onUseCredit?: (values: BookingFormValues) => void;
  /** Signed out, book with a membership code instead of a card (after the same checks). */
  onUseMembershipCode?: (values: BookingFormValues) => void;
  onCancel: () => void;
  /** Signed in with a membership that covers the class: her account's e-mail, no codes, no payment step. */
  membership?: { email: string; planName: string; left: number | null } | null;
}

/** The booking dialog's form (SPEC §2, messages SPEC §5). */
export function BookingForm({
  pricePence,
  spotsLeft = MAX_PLACES,
  discount,
  initialValues,
  onDiscountBlur,
  onSubmit,
  onUseCredit,
  onUseMembershipCode,
  onCancel,
  membership = null,
}: BookingFormProps) {
  const start = initialValues ?? EMPTY_BOOKING_FORM;
  const form = useForm<BookingFormValues>({
    mode: 'controlled',
    // A membership books her own place only (one use of the month): no friends, no codes.
    initialValues: membership
      ? { ...start, email: membership.email, discountCode: '', voucherCode: '', participantCount: 1, attendees: [] }
      : start,
    validate: schemaResolver(formSchema, { sync: true }),
    validateInputOnBlur: ['name', 'email', 'phone'],
  });
  const maxPlaces = Math.max(1, Math.min(MAX_PLACES, spotsLeft));
  const places = form.values.participantCount;
  /** Places changed: one name field per further place, the names typed so far kept. */
  const setPlaces = (value: number | string) => {
    const n = Math.min(maxPlaces, Math.max(1, Math.trunc(Number(value)) || 1));
    const names = form.getValues().attendees;
    form.setValues({ participantCount: n, attendees: Array.from({ length: n - 1 }, (_, i) => names[i] ?? '') });
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <TextInput label="Full Name" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label="Email Address"
          withAsterisk
          type="email"
          autoComplete="email"
          readOnly={!!membership}
          description={membership ? 'Your account' : undefined}
          {...form.getInputProps('email')}
        />
        <TextInput label="Phone Number" withAsterisk type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        {membership ? (
          <Text fz="sm" c="teal.9" data-testid="membership-included">
            Included in your {membership.planName} membership: no payment needed
            {membership.left === null ? '.' : ` (${membership.left} ${membership.left === 1 ? 'class' : 'classes'} left this month).`}
          </Text>
        ) : (
          <>
            {/* A stepper: the number, and a button on each side of a finger's size (the field's own arrows are too small). */}
            <div>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <NumberInput
                  label="Places"
                  hideControls
                  min={1}
                  max={maxPlaces}
                  clampBehavior="strict"
                  allowDecimal={false}
                  allowNegative={false}
                  w={96}
                  value={places}
                  onChange={setPlaces}
                  error={form.errors.participantCount}
                  aria-describedby="booking-places-hint"
                />
                <ActionIcon
                  variant="default"
                  size="input-sm"
                  aria-label="One place fewer"
                  disabled={places <= 1}
                  onClick={() => setPlaces(places - 1)}
                >
                  <IconMinus size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="input-sm"
                  aria-label="One place more"
                  disabled={places >= maxPlaces}
                  onClick={() => setPlaces(places + 1)}
                >
                  <IconPlus size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <Text id="booking-places-hint" fz="xs" c="dimmed" mt={4}>
                {maxPlaces > 1
                  ? `Booking for friends too? Up to ${maxPlaces} places, paid together; each gets a place of their own.`
                  : 'Only one place is left in this class.'}
              </Text>
            </div>
            {form.values.attendees.map((_, i) => (
              <TextInput
                key={i}
                label={`Attendee ${i + 2} name`}
                withAsterisk
                autoComplete="off"
                {...form.getInputProps(`attendees.${i}`)}
              />
            ))}
            {places > 1 && (
              <Text fw={600} aria-live="polite" data-testid="booking-total">
                Total for {places} places: {formatPence(pricePence * places)}
              </Text>
            )}
            <DiscountField
              pricePence={pricePence * places}
              discount={discount}
              inputProps={form.getInputProps('discountCode')}
              onBlur={() => onDiscountBlur(form.getValues().discountCode.trim())}
            />
            <VoucherCodeInput
              description="The voucher pays what it can; you see what is left to pay before the card."
              {...form.getInputProps('voucherCode')}
            />
          </>
        )}
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
          {/* A credit books one place (decision 780). */}
          {onUseCredit && !membership && places === 1 && (
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
          <Button type="submit">{membership ? 'Book with my membership' : 'Continue to Payment'}</Button>
        </Group>
        {/* A membership books her own place (one use of the month). */}
        {onUseMembershipCode && !membership && places === 1 && (
          <Anchor
            component="button"
            type="button"
            fz="sm"
            style={{ alignSelf: 'flex-end' }}
            onClick={() => {
              if (!form.validate().hasErrors) onUseMembershipCode(form.getValues());
            }}
          >
            A member? Book with your membership code
          </Anchor>
        )}
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
