import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

export interface LoginFormProps {
  busy: boolean;
  /** The server's message, 'Invalid credentials' or 'Failed to connect to server'. */
  error: string | null;
  onSubmit: (credentials: { username: string; password: string }) => void;
}

/** Username and password with a show/hide toggle (PasswordInput's eye button). */
export function LoginForm({ busy, error, onSubmit }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit({ username: username.trim(), password });
  };

  const message = missing ? FILL_IN_ALL_FIELDS : error;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {message && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {message}
          </Alert>
        )}
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          required
          // Both fields are required, so a star on each says nothing; it would also become part of the label's text.
          withAsterisk={false}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          disabled={busy}
          data-autofocus
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          visibilityToggleFocusable
          // One fixed name; aria-pressed tells whether the password is showing.
          visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          disabled={busy}
        />
        <Button type="submit" disabled={busy} fullWidth>
          {busy ? 'Signing In...' : 'Sign In'}
        </Button>
      </Stack>
    </form>
  );
}
