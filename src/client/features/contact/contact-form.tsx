import { Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { ContactInput } from '../../../domain/schemas';
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

export interface ContactFormProps {
  sending: boolean;
  /** Resolves true when the server took the message (the form then clears). */
  onSend: (input: ContactInput) => Promise<boolean>;
}

export function ContactForm({ sending, onSend }: ContactFormProps) {
  const [values, setValues] = useState(EMPTY);
  // The prerendered form shows before its code runs: until then it takes no typing (which hydration would
  // throw away) and no submit (which the browser would send as a page load).
  const live = useHydrated();
  const set = (key: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim() || !values.email.trim()) {
      notifyError('Required Fields', 'Please fill in your name and email address.');
      return;
    }
    const sent = await onSend({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      service: (values.service || undefined) as ContactInput['service'],
      message: values.message,
    });
    if (sent) setValues(EMPTY);
  };
  // No `required` attributes: the spec's own 'Required Fields' toast explains a missing name or e-mail.
  // The browser still checks the e-mail's format (type="email").
  return (
    <form onSubmit={submit} aria-label="Contact form">
      <Stack gap="sm">
        <TextInput label="Full Name" withAsterisk autoComplete="name" value={values.name} onChange={set('name')} readOnly={!live} />
        <TextInput label="Email Address" withAsterisk type="email" autoComplete="email" value={values.email} onChange={set('email')} readOnly={!live} />
        <TextInput label="Phone Number" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} readOnly={!live} />
        <NativeSelect
          label="Service Interest"
          value={values.service}
          onChange={set('service')}
          disabled={!live}
          data={[{ value: '', label: 'Select a service' }, ...SERVICE_OPTIONS]}
        />
        <Textarea
          label="Message"
          placeholder="Tell us about your goals, experience or any questions"
          autosize
          minRows={4}
          maxRows={8}
          value={values.message}
          onChange={set('message')}
          readOnly={!live}
        />
        <Button type="submit" size="md" disabled={sending || !live} leftSection={<IconSend size={18} aria-hidden />}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}
