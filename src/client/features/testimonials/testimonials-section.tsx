import { Box, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { ButtonLink } from '../../components/button-link';
import { useSiteData } from '../../components/site-data';

/** Testimonials (SPEC §3: rating, text, name, role), as the owner enters them in the site content. */
export function TestimonialsSection() {
  // The server sends approved ones only; filtered here too, so a stale page never shows a placeholder.
  const testimonials = useSiteData().content.testimonials.filter((t) => t.published !== false);
  return (
    <>
      {testimonials.length > 0 && (
        <Box component="section" aria-labelledby="testimonials-title" className="testimonials-band">
          <Container size="xl" py={{ base: 48, md: 72 }}>
            <Stack gap="xl">
              <Title id="testimonials-title" order={2} ta="center">
                What Clients Say
              </Title>
              <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
                {testimonials.map((t, i) => (
                  <Card key={i} withBorder radius="md" padding="lg" component="figure" className="testimonials-card">
                    <Group gap={2} role="img" aria-label={`Rated ${t.rating} out of 5`} mb="sm">
                      {Array.from({ length: t.rating }, (_, i) => (
                        <IconStarFilled key={i} size={18} color="#c27803" aria-hidden />
                      ))}
                    </Group>
                    <Text component="blockquote" className="testimonials-quote">
                      “{t.text}”
                    </Text>
                    <Text component="figcaption" mt="md" fz="sm">
                      <strong>{t.name}</strong>
                      {t.role ? `, ${t.role}` : ''}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            </Stack>
          </Container>
        </Box>
      )}
      <Box component="section" aria-labelledby="cta-title" className="testimonials-cta">
        <Container size="md" py={{ base: 48, md: 64 }}>
          <Stack align="center" gap="md">
            <Title id="cta-title" order={2} ta="center" c="white">
              Ready to feel the difference?
            </Title>
            <Text ta="center" c="teal.0" maw={560}>
              Pick a class from this week's schedule and secure your place in under a minute.
            </Text>
            <ButtonLink to="/booking" size="lg" color="white" c="teal.9">
              Book Your Class Now
            </ButtonLink>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
