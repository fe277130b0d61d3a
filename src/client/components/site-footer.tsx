import { Anchor, Box, Container, Divider, Group, List, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DataProvider } from '../api/data-provider';
import { SECTIONS, useGoToSection } from './section-nav';
import { usePublicConfig } from './use-business';
import { useHydrated } from './use-hydrated';

export const SERVICES_LIST = [
  'Reformer & Mat Pilates',
  'Yoga & Yogalates',
  'Family Fitness',
  'LBT & Total Body',
  'Personal Training',
  'Virtual Classes',
];

const LOGOS = [
  { src: '/images/badge-level3.svg', alt: 'Level 3 Personal Trainer qualification' },
  { src: '/images/badge-accredited.svg', alt: 'Member of an accredited professional body' },
  { src: '/images/badge-insured.svg', alt: 'Fully insured' },
  { src: '/images/badge-studio.svg', alt: 'Main Studio: our fully equipped Pilates and fitness studio' },
];

/** SPEC §2 footer: quick links, legal links, services, accreditation and facility logos. */
export function SiteFooter() {
  return (
    <DataProvider>
      <FooterContent />
    </DataProvider>
  );
}

function FooterContent() {
  const config = usePublicConfig();
  const goTo = useGoToSection();
  const hydrated = useHydrated();
  const name = config?.businessName;
  return (
    <Box component="footer" className="site-footer">
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} fz="lg" c="white">
              {name ?? 'Classes & Personal Training'}
            </Title>
            <Text fz="sm">Pilates, yoga, fitness classes and one-to-one personal training for every level.</Text>
            {config && (
              <Stack gap="sm">
                <Anchor href={`mailto:${config.contactEmail}`} fz="sm" className="footer-link">
                  {config.contactEmail}
                </Anchor>
                <Anchor href={`tel:${config.contactPhone.replace(/\s+/g, '')}`} fz="sm" className="footer-link">
                  {config.contactPhone}
                </Anchor>
              </Stack>
            )}
          </Stack>
          <Stack gap="xs" component="nav" aria-label="Quick links">
            <Title order={2} fz="md" c="white">
              Quick Links
            </Title>
            {SECTIONS.map((s) => (
              <UnstyledButton key={s.id} onClick={() => goTo(s.id)} className="footer-link">
                {s.label}
              </UnstyledButton>
            ))}
            <Anchor component={Link} to="/privacy" className="footer-link">
              Privacy Policy
            </Anchor>
            <Anchor component={Link} to="/terms" className="footer-link">
              Terms & Conditions
            </Anchor>
          </Stack>
          <Stack gap="xs">
            <Title order={2} fz="md" c="white">
              Services
            </Title>
            <List fz="sm" spacing={4} className="footer-list">
              {SERVICES_LIST.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap="xs">
            <Title order={2} fz="md" c="white">
              Accreditations & Facilities
            </Title>
            <Group gap="sm">
              {LOGOS.map((logo) => (
                <img key={logo.src} src={logo.src} alt={logo.alt} width={72} height={72} loading="lazy" className="footer-logo" />
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
        <Divider my="lg" color="gray.7" />
        <Text fz="xs" ta="center">
          © {hydrated ? new Date().getFullYear() : ''} {name ?? ''}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
