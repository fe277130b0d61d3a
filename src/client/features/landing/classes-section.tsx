import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FEATURED_CLASSES, TARGETED_SESSIONS } from '../../../domain/catalog';
import { ClassCard } from './class-card';

/** The eight featured classes and two targeted sessions (SPEC §3). */
export function ClassesSection() {
  return (
    <Container component="section" aria-labelledby="classes-title" size="xl" py={{ base: 48, md: 72 }}>
      <Stack gap="xl">
        <Stack gap="xs" align="center">
          <Title id="classes-title" order={2} ta="center">
            Our Classes
          </Title>
          <Text ta="center" maw={720}>
            From calm, precise Pilates to high-energy conditioning, there is a class for every body and every level.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {FEATURED_CLASSES.map((item) => (
            <ClassCard key={item.name} item={item} />
          ))}
        </SimpleGrid>
        <Stack gap="xs" align="center" mt="md">
          <Title order={2} fz="h3" ta="center">
            Targeted Sessions
          </Title>
          <Text ta="center" maw={640}>
            Short, focused sessions to add to your week.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={800} mx="auto">
          {TARGETED_SESSIONS.map((item) => (
            <ClassCard key={item.name} item={item} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
