import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSiteData } from '../../components/site-data';
import { ClassCard } from './class-card';

/** The featured classes and targeted sessions (SPEC §3), as the owner describes them in the site content. */
export function ClassesSection() {
  const { content } = useSiteData();
  const featured = content.classes.filter((c) => c.group === 'featured');
  const targeted = content.classes.filter((c) => c.group === 'targeted');
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
          {featured.map((item) => (
            <ClassCard key={item.name} item={item} />
          ))}
        </SimpleGrid>
        {targeted.length > 0 && (
          <>
            <Stack gap="xs" align="center" mt="md">
              <Title order={3} fz="h3" ta="center">
                Targeted Sessions
              </Title>
              <Text ta="center" maw={640}>
                Short, focused sessions to add to your week.
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={800} mx="auto">
              {targeted.map((item) => (
                <ClassCard key={item.name} item={item} />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}
