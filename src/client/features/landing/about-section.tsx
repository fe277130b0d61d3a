import { Badge, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconCertificate, IconClockHour4, IconShieldCheck } from '@tabler/icons-react';

const CREDENTIALS = [
  { icon: IconCertificate, title: 'Level 3 Personal Trainer', text: 'Nationally recognised Level 3 personal training qualification.' },
  { icon: IconAward, title: 'Accredited professional', text: 'Member of an accredited professional body for exercise professionals.' },
  { icon: IconShieldCheck, title: 'Fully insured', text: 'Full professional liability insurance for classes and one-to-one sessions.' },
  { icon: IconClockHour4, title: "Over 15 years' experience", text: 'Coaching beginners, athletes, new parents and everyone in between.' },
];

export const SPECIALISATIONS = ['Mat/Reformer Pilates', 'Yoga & Yogalates', 'Swiss Ball Training', 'Aqua Fitness', 'Reiki & NLP', 'LBT'];

export function AboutSection() {
  return (
    <Container component="section" aria-labelledby="about-title" size="xl" py={{ base: 48, md: 72 }}>
      <Stack gap="xl">
        <Stack gap="xs" align="center">
          <Title id="about-title" order={2} ta="center">
            About Your Trainer
          </Title>
          <Text ta="center" maw={720}>
            Every class and session is planned around you: clear coaching, options for every level and a friendly,
            welcoming atmosphere. Whether you want to build strength, recover from injury or simply move better, you are
            in safe, experienced hands.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {CREDENTIALS.map(({ icon: Icon, title, text }) => (
            <Paper key={title} withBorder p="md" radius="md">
              <Stack gap="xs">
                <ThemeIcon size={44} radius="xl" variant="light" color="teal">
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="md">
                  {title}
                </Title>
                <Text fz="sm">{text}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <Stack gap="xs" align="center">
          <Title order={3} fz="lg">
            Specialisations
          </Title>
          <Group gap="xs" justify="center">
            {SPECIALISATIONS.map((s) => (
              <Badge key={s} size="lg" variant="outline" color="teal.9">
                {s}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}
