import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { messageBodySchema, type MessageBody, type MessagePreviewDto, type MessageSentDto } from '../../../domain/messages';
import { trpc } from '../../trpc';
import { FormDialog } from './crud/form-dialog';
import { onSubmitOnly } from './crud/use-crud';
import { notifyError, notifySuccess } from './notify';

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/** Subject and message, checked with the server's own schema before anything is previewed or sent. */
function MessageForm({
  initial,
  busy,
  submitLabel,
  onCancel,
  onNext,
}: {
  initial: MessageBody;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  onNext: (body: MessageBody) => void;
}) {
  const [body, setBody] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof MessageBody, string>>>({});
  const next = () => {
    const parsed = messageBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<keyof MessageBody, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof MessageBody;
        found[field] ??= issue.message.replace(/^\w+: /, '');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onNext(parsed.data);
  };
  return (
    <form noValidate onSubmit={onSubmitOnly(next)}>
      <Stack gap="sm">
        <TextInput
          label="Subject"
          value={body.subject}
          onChange={(e) => setBody({ ...body, subject: e.currentTarget.value })}
          error={errors.subject}
          data-autofocus
        />
        <Textarea
          label="Message"
          description="Each person is greeted by name; the business's name and contact details are added at the end."
          autosize
          minRows={5}
          maxRows={14}
          value={body.message}
          onChange={(e) => setBody({ ...body, message: e.currentTarget.value })}
          error={errors.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The e-mail as it will arrive (plain text, as every mail program can show it). */
function MailPreview({ subject, text }: { subject: string; text: string }) {
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Preview of the e-mail">
      <Text size="sm" c="dimmed">
        Subject
      </Text>
      <Text fw={600} mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {subject}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Paper>
  );
}

/** What the confirmation says once the server has queued the messages. */
export function sentSummary(result: MessageSentDto): string {
  if (result.sent === 0) return `Everyone had this message already: nothing was sent again.`;
  return `Sent to ${people(result.sent)}${result.alreadySent ? ` (${people(result.alreadySent)} had it already)` : ''}.`;
}

/**
 * "E-mail everyone in this class" (the roster and the schedule's slot card): write, preview who gets it and how it
 * reads, then confirm with the number of people. The same words twice reach nobody twice (the server's rule).
 */
export function ClassMessageButton({ slotId, label, size = 'xs' }: { slotId: number; label: string; size?: 'xs' | 'sm' }) {
  const [opened, setOpened] = useState(false);
  const [body, setBody] = useState<MessageBody>({ subject: '', message: '' });
  const [preview, setPreview] = useState<MessagePreviewDto | null>(null);
  const [loading, setLoading] = useState(false);
  const utils = trpc.useUtils();
  const send = trpc.admin.schedule.message.useMutation({
    onSuccess: (result) => {
      notifySuccess('E-mail Sent', sentSummary(result));
      setOpened(false);
    },
    onError: (error) => notifyError('Failed to send the e-mail', error),
    onSettled: () => utils.admin.clients.invalidate(),
  });
  const open = () => {
    setBody({ subject: '', message: '' });
    setPreview(null);
    setOpened(true);
  };
  const toPreview = async (next: MessageBody) => {
    setBody(next);
    setLoading(true);
    try {
      setPreview(await utils.admin.schedule.messagePreview.fetch({ id: slotId, ...next }, { staleTime: 0 }));
    } catch (error) {
      notifyError('Failed to preview the e-mail', error);
    } finally {
      setLoading(false);
    }
  };
  const toSend = preview ? preview.recipients.length - preview.alreadySent : 0;
  return (
    <>
      <Button
        size={size}
        variant="default"
        leftSection={<IconMail size={14} aria-hidden />}
        onClick={open}
        aria-label={`E-mail everyone in the ${label} class`}
      >
        E-mail class
      </Button>
      <FormDialog opened={opened} onClose={() => setOpened(false)} title="E-mail everyone in this class" size="md">
        {opened && !preview && (
          <MessageForm
            initial={body}
            busy={loading}
            submitLabel="Preview"
            onCancel={() => setOpened(false)}
            onNext={(next) => void toPreview(next)}
          />
        )}
        {opened && preview && (
          <Stack gap="sm">
            {preview.recipients.length === 0 ? (
              <Text role="status">Nobody is booked on this class: there is no one to e-mail.</Text>
            ) : (
              <Text role="status">
                This e-mail goes to {people(preview.recipients.length)}: {preview.recipients.map((r) => r.name || r.email).join(', ')}.
                {preview.alreadySent > 0 &&
                  ` ${people(preview.alreadySent)} already had this very message and ${preview.alreadySent === 1 ? 'is' : 'are'} not sent it again.`}
              </Text>
            )}
            <MailPreview subject={preview.subject} text={preview.text} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPreview(null)} disabled={send.isPending}>
                Back
              </Button>
              <Button
                onClick={() => send.mutate({ id: slotId, ...body })}
                loading={send.isPending}
                disabled={toSend === 0 || send.isSuccess}
              >
                {toSend === 0 ? 'Nothing to send' : `Send to ${people(toSend)}`}
              </Button>
            </Group>
          </Stack>
        )}
      </FormDialog>
    </>
  );
}

const newNonce = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * "E-mail her" on a client's page: a message through the same queue, kept on her page. The dialog's nonce makes a
 * retry of one sending harmless. Her own mail program stays one tap away (mailto:).
 */
export function ClientMessageButton({ email, name }: { email: string; name: string }) {
  const [opened, setOpened] = useState(false);
  const [body, setBody] = useState<MessageBody>({ subject: '', message: '' });
  const [confirming, setConfirming] = useState(false);
  const [nonce, setNonce] = useState(newNonce);
  const utils = trpc.useUtils();
  const send = trpc.admin.clients.message.useMutation({
    onSuccess: (result) =>
      notifySuccess('E-mail Sent', result.sent ? `Your e-mail to ${name || email} is on its way.` : 'This e-mail was sent already.'),
    onError: (error) => notifyError('Failed to send the e-mail', error),
    onSettled: () => {
      setOpened(false);
      return utils.admin.clients.invalidate();
    },
  });
  const open = () => {
    setBody({ subject: '', message: '' });
    setConfirming(false);
    setNonce(newNonce());
    setOpened(true);
  };
  return (
    <>
      <Button variant="light" leftSection={<IconMail size={16} aria-hidden />} onClick={open}>
        E-mail her
      </Button>
      <FormDialog opened={opened} onClose={() => setOpened(false)} title={`E-mail ${name || email}`} size="md">
        {opened && !confirming && (
          <Stack gap="sm">
            <MessageForm
              initial={body}
              busy={false}
              submitLabel="Preview"
              onCancel={() => setOpened(false)}
              onNext={(next) => {
                setBody(next);
                setConfirming(true);
              }}
            />
            <Text size="sm" c="dimmed">
              Or write from your own mail program:{' '}
              <Anchor href={`mailto:${email}`} size="sm">
                {email}
              </Anchor>
            </Text>
          </Stack>
        )}
        {opened && confirming && (
          <Stack gap="sm">
            <Text role="status">
              This e-mail goes to 1 person: {name || email} ({email}). It is kept on her page.
            </Text>
            <MailPreview subject={body.subject} text={`${name ? `Hello ${name},` : 'Hello,'}\n\n${body.message}\n\nBest wishes,`} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={send.isPending}>
                Back
              </Button>
              <Button onClick={() => send.mutate({ client: email, nonce, ...body })} loading={send.isPending}>
                Send to 1 person
              </Button>
            </Group>
          </Stack>
        )}
      </FormDialog>
    </>
  );
}
