import { Container, Stack, Text, Title } from '@mantine/core';
import { PublicLayout } from './public-layout';
import { PageMeta } from './page-meta';
import { NOT_FOUND_META } from '../page-metas';
import { ButtonLink } from './button-link';

export function NotFound() {
  return (
    <PublicLayout>
      <PageMeta page="notFound" meta={NOT_FOUND_META} />
      <Container size="sm" py={80}>
        <Stack align="center" gap="md">
          <Title order={1}>404 Page Not Found</Title>
          <Text>The page you asked for does not exist or has moved.</Text>
          <ButtonLink to="/">Back to the home page</ButtonLink>
        </Stack>
      </Container>
    </PublicLayout>
  );
}
