import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatLongDate, formatTime12h } from '../../../domain/time';
import { errorMessage } from '../../components/payment/payment-form';
import { trpc } from '../../trpc';
import type { WaitlistChoice } from './schedule-view';

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** Joining a full class's waiting list: name and e-mail, then her place in line. */
export default function WaitlistDialog({ choice, onClose }: { choice: WaitlistChoice; onClose: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const join = trpc.waitlist.join.useMutation();
  const joined = join.data;
  return (
    <Modal
      opened
      onClose={onClose}
      title="Join the waiting list"
      centered
      // Typed details survive a stray tap outside the dialog.
      closeOnClickOutside={false}
    >
      {joined ? (
        <Stack gap="md" role="status">
          <Text fw={600}>You are {ordinal(joined.position)} on the waiting list.</Text>
          <Text>
            {joined.className}, {formatLongDate(joined.date)} at {formatTime12h(joined.startTime)}. If a place comes free we will e-mail{' '}
            {email.trim()} a link that keeps it for you for a while.
          </Text>
          {!joined.joined && <Text c="dimmed">You were already on this list: your place in line is unchanged.</Text>}
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            join.mutate({ scheduleId: choice.slot.slot.id, name, email });
          }}
        >
          <Stack gap="sm">
            <Text>
              This class on {choice.longDate} at {choice.slot.startLabel} is fully booked. Leave your name and e-mail and we will offer you
              a place if one comes free.
            </Text>
            <TextInput
              label="Name"
              required
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              data-autofocus
            />
            <TextInput
              label="Email"
              required
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            {join.error && (
              <Alert color="red" role="alert">
                {errorMessage(join.error, 'You could not be added to the waiting list. Please try again.')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={join.isPending}>
                Join waiting list
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
