import { Badge, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { srcSetOf } from '../../../domain/site-content';
import { useSiteData } from '../../components/site-data';

/** About the trainer: the owner's own words, photo and credentials (edited in the admin 'Site content' tab). */
export function AboutSection() {
  const { content } = useSiteData();
  const photo = content.aboutPhoto;
  return (
    <Container component="section" aria-labelledby="about-title" size="xl" py={{ base: 48, md: 72 }}>
      <Stack gap="xl">
        <div className={photo ? 'about-grid' : undefined}>
          {photo && (
            <img
              className="about-photo"
              src={photo.url}
              srcSet={srcSetOf(photo)}
              sizes="(min-width: 420px) 420px, 100vw"
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              loading="lazy"
            />
          )}
          <Stack gap="xs" align={photo ? 'flex-start' : 'center'}>
            <Title id="about-title" order={2} ta={photo ? 'left' : 'center'}>
              {content.aboutTitle}
            </Title>
            {content.aboutText.split(/\n{2,}/).map((para, i) => (
              <Text key={i} ta={photo ? 'left' : 'center'} maw={720}>
                {para}
              </Text>
            ))}
          </Stack>
        </div>
        {content.credentials.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(4, content.credentials.length) }} spacing="md">
            {content.credentials.map(({ title, text }) => (
              <Paper key={title} withBorder p="md" radius="md">
                <Stack gap="xs">
                  <ThemeIcon size={44} radius="xl" variant="light" color="teal">
                    <IconAward size={24} aria-hidden />
                  </ThemeIcon>
                  <Title order={3} fz="md">
                    {title}
                  </Title>
                  {text && <Text fz="sm">{text}</Text>}
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {content.specialisations.length > 0 && (
          <Stack gap="xs" align="center">
            <Title order={3} fz="lg">
              Specialisations
            </Title>
            <Group gap="xs" justify="center">
              {content.specialisations.map((s) => (
                <Badge key={s} size="lg" variant="outline" color="teal.9">
                  {s}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
