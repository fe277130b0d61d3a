import './admin.css';
import { Anchor, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { trpc } from '../../trpc';
import { saveAdminSession } from './admin-session';
import { loginErrorText } from './login-errors';
import { LoginForm } from './login-form';
import { notifySuccess } from './notify';

export function LoginPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const login = trpc.auth.login.useMutation({
    onSuccess: async (result) => {
      saveAdminSession(result.token, result.user.username);
      notifySuccess('Login Successful', `Welcome back, ${result.user.username}!`);
      await navigate({ to: '/admin/dashboard', search: { tab: undefined, date: undefined } });
    },
    onError: (err) => setError(loginErrorText(err)),
  });

  useEffect(() => {
    document.title = 'Admin sign in';
  }, []);

  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
              <IconLock size={26} aria-hidden />
            </ThemeIcon>
            <Title order={1} size="h2">
              Admin Login
            </Title>
            <Text c="dimmed" size="sm">
              Sign in to manage bookings, classes and schedules
            </Text>
          </Stack>
          <LoginForm
            busy={login.isPending}
            error={error}
            onSubmit={(credentials) => {
              setError(null);
              login.mutate(credentials);
            }}
          />
          <Anchor component={Link} to="/" size="sm" ta="center">
            Back to the website
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
