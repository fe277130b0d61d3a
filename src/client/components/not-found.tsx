import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';

export function NotFound() {
  useEffect(() => {
    document.title = 'Page not found';
  }, []);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">The page you asked for does not exist.</Text>
        <Button component={Link} to="/">
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}
