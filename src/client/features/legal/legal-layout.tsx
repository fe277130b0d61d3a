import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function LegalLayout({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <Container size="md" py={{ base: 32, md: 56 }}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text fz="sm">Last updated: {updated}</Text>
        {children}
      </Stack>
    </Container>
  );
}

export function LegalSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" id={id}>
      <Title order={2} fz="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
