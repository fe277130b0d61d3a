import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/** Saves the JSON she downloaded as a file on her device. */
export function saveJson(data: unknown, filename = 'my-data.json') {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * "Your data": download everything held about an address, or erase it after a confirmation that says
 * what stays (the accounts) and that it cannot be undone. Used by the manage page and the e-mailed data link.
 */
export function DataActions(props: {
  email: string | null;
  downloading: boolean;
  downloadError: string | null;
  onDownload: () => void;
  erasing: boolean;
  eraseError: string | null;
  onErase: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const who = props.email ?? 'your e-mail address';
  return (
    <Stack gap="xs">
      <Text fw={600}>Your data</Text>
      <Text>Download everything we hold about {who} as a file (JSON), or ask us to erase it.</Text>
      {props.downloadError && (
        <Alert color="red" role="alert">
          {props.downloadError}
        </Alert>
      )}
      {props.eraseError && (
        <Alert color="red" role="alert" title="Your data was not erased">
          {props.eraseError}
        </Alert>
      )}
      <Group>
        <Button variant="default" loading={props.downloading} onClick={props.onDownload}>
          Download my data
        </Button>
        <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
          Erase my data
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Erase your data?" centered>
        <Stack gap="md">
          <Text>
            We will remove your name, e-mail address, phone number, messages and special requests, and the copies of our e-mails to you.
            Records of payments and of class credits stay for our accounts, as the law requires, without anything that identifies you:
            credits you still hold can no longer be used.
          </Text>
          <Text>This cannot be undone, and this link will stop working.</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={props.erasing}>
              Keep my data
            </Button>
            <Button
              color="red"
              loading={props.erasing}
              onClick={() => {
                props.onErase();
                setConfirming(false);
              }}
            >
              Erase my data
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** What she sees once her data is gone (the link that brought her here no longer works). */
export function ErasedNotice() {
  return (
    <Alert color="teal" title="Your data has been erased" role="status">
      <Text>We have removed your personal data and told the owner. Payment records stay for our accounts without your details.</Text>
    </Alert>
  );
}
