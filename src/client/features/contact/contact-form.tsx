import '@mantine/core/styles/Combobox.css';
import { Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { contactSchema, type ContactInput } from '../../../domain/schemas';
import { notifyError } from '../../components/notify';
import { useHydrated } from '../../components/use-hydrated';

/** SPEC §2: the four services of the Service Interest select. */
export const SERVICE_OPTIONS = [
  { value: 'group-classes', label: 'Group Classes' },
  { value: 'personal-training', label: 'Personal Training' },
  { value: 'both', label: 'Both Services' },
  { value: 'consultation', label: 'Free Consultation' },
] as const;

const EMPTY = { name: '', email: '', phone: '', service: '', message: '' };
type Values = typeof EMPTY;

/** What the server said about her fields ('email' -> 'Please enter a valid email address'). */
export type FieldErrors = Partial<Record<keyof Values, string>>;

export const CONTACT_ERRORS = {
  name: 'Please enter your name',
  email: 'Please enter your email address',
} as const;

/** Each field's own message, beside it; the shared schema decides what a valid address or message is. */
function validate(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = CONTACT_ERRORS.name;
  if (!values.email.trim()) errors.email = CONTACT_ERRORS.email;
  const parsed = contactSchema.safeParse({
    name: values.name.trim() || 'x',
    email: values.email.trim() || 'x@example.com',
    phone: values.phone.trim(),
    message: values.message,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof Values;
      errors[key] ??= issue.message;
    }
  return errors;
}

export interface ContactFormProps {
  sending: boolean;
  /** Resolves true when the server took the message (the form then clears), or the fields it refused. */
  onSend: (input: ContactInput) => Promise<boolean | FieldErrors>;
}

export function ContactForm({ sending, onSend }: ContactFormProps) {
  const form = useForm<Values>({ mode: 'uncontrolled', initialValues: EMPTY, validate });
  // The prerendered form shows before its code runs: until then it takes no typing (which hydration would
  // throw away) and no submit (which the browser would send as a page load).
  const live = useHydrated();
  const submit = async (values: Values) => {
    const sent = await onSend({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      service: (values.service || undefined) as ContactInput['service'],
      message: values.message,
    });
    if (sent === true) form.reset();
    else if (sent !== false) form.setErrors(sent);
  };
  // The spec's 'Required Fields' toast still explains a missing name or e-mail; each field also says
  // what is wrong with it, beside it (noValidate: the browser's own bubble would come first and hide them).
  const invalid = (errors: FieldErrors) => {
    if (errors.name || errors.email) notifyError('Required Fields', 'Please fill in your name and email address.');
  };
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values), invalid)} aria-label="Contact form" noValidate>
      <Stack gap="sm">
        <TextInput
          label="Full Name"
          withAsterisk
          autoComplete="name"
          key={form.key('name')}
          {...form.getInputProps('name')}
          readOnly={!live}
        />
        <TextInput
          label="Email Address"
          withAsterisk
          type="email"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
          readOnly={!live}
        />
        <TextInput
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          key={form.key('phone')}
          {...form.getInputProps('phone')}
          readOnly={!live}
        />
        <NativeSelect
          label="Service Interest"
          key={form.key('service')}
          {...form.getInputProps('service')}
          disabled={!live}
          data={[{ value: '', label: 'Select a service' }, ...SERVICE_OPTIONS]}
        />
        <Textarea
          label="Message"
          placeholder="Tell us about your goals, experience or any questions"
          autosize
          minRows={4}
          maxRows={8}
          key={form.key('message')}
          {...form.getInputProps('message')}
          readOnly={!live}
        />
        <Button type="submit" size="md" disabled={sending || !live} leftSection={<IconSend size={18} aria-hidden />}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}
