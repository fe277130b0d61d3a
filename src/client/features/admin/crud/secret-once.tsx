import { Alert, Button, CopyButton, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';

/** A secret the server shows once (an API key, a webhook signing secret), with a copy button that fits a phone. */
export function SecretOnce({ secret, title, onClose }: { secret: string; title: string; onClose: () => void }) {
  return (
    <Alert color="green" icon={<IconKey size={18} aria-hidden />} title={title} withCloseButton onClose={onClose}>
      <Stack gap="xs" align="flex-start">
        <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Text>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Alert>
  );
}
