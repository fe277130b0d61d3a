import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconBarbell, IconCheck, IconClock, IconStairsUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { CLASS_DEFAULTS } from '../../../domain/catalog';
import { type SiteImage, srcSetOf } from '../../../domain/site-content';
import { classSummary, offersReadMore } from '../../../domain/class-summary';

/** A class as the landing page shows it (from the site content; the owner's picture when there is one). */
export interface ClassCardItem {
  name: string;
  duration?: string;
  level?: string;
  equipment?: string;
  description: string;
  benefits: string[];
  image?: SiteImage | null;
}

/** SPEC §3: the defaults a class item falls back to when a field is missing (or left empty). */
export function withDefaults(item: ClassCardItem) {
  return {
    ...item,
    duration: item.duration || CLASS_DEFAULTS.duration,
    level: item.level || CLASS_DEFAULTS.level,
    equipment: item.equipment || CLASS_DEFAULTS.equipment,
  };
}

/** A class card, collapsed by default, with the Read More / Read Less toggle of SPEC §4. */
export function ClassCard({ item }: { item: ClassCardItem }) {
  const c = withDefaults(item);
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const short = classSummary(c.name, c.description);
  const toggle = offersReadMore(c.description, short);
  return (
    <Card withBorder radius="md" padding="md" component="article">
      {c.image && (
        <Card.Section>
          <img
            src={c.image.url}
            srcSet={srcSetOf(c.image)}
            // One column on phones, two on tablets, four on wide screens (classes-section.tsx).
            sizes="(min-width: 75em) 25vw, (min-width: 48em) 50vw, 100vw"
            alt={c.image.alt}
            width={c.image.width}
            height={c.image.height}
            loading="lazy"
            style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
          />
        </Card.Section>
      )}
      <Stack gap="xs" mt={c.image ? 'md' : 0}>
        <Title order={3} fz="lg">
          {c.name}
        </Title>
        <Group gap={6}>
          <Badge variant="light" color="gray" c="dark.7" leftSection={<IconClock size={12} aria-hidden />}>
            {c.duration}
          </Badge>
          <Badge variant="light" color="indigo" leftSection={<IconStairsUp size={12} aria-hidden />}>
            {c.level}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconBarbell size={16} aria-hidden />
          <Text fz="sm">
            <Text span fz="sm" fw={600}>
              Equipment:
            </Text>{' '}
            {c.equipment}
          </Text>
        </Group>
        <Text fz="sm" id={textId}>
          {expanded || !toggle ? c.description : short}
        </Text>
        {toggle && (
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setExpanded((e) => !e)}
            aria-expanded={expanded}
            aria-controls={textId}
          >
            {expanded ? 'Read Less' : 'Read More'}
          </Button>
        )}
        <List spacing={2} fz="sm" icon={<IconCheck size={14} color="var(--mantine-color-teal-8)" aria-hidden />}>
          {c.benefits.map((b) => (
            <List.Item key={b}>{b}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
