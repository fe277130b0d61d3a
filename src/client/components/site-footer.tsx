import { Anchor, Box, Container, Divider, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { followSection, sectionHref, SECTIONS, useGoToSection } from './section-nav';
import { useSiteData } from './site-data';

export const SERVICES_LIST = [
  'Reformer & Mat Pilates',
  'Yoga & Yogalates',
  'Family Fitness',
  'LBT & Total Body',
  'Personal Training',
  'Virtual Classes',
];

/** SPEC §2 footer: quick links, legal links, services, and the trainer's accreditations (from the site content). */
export function SiteFooter() {
  const site = useSiteData();
  const goTo = useGoToSection();
  const name = site.businessName;
  return (
    <Box component="footer" className="site-footer">
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} fz="lg" c="white">
              {name}
            </Title>
            <Text fz="sm">{site.content.tagline}</Text>
            {site.content.studioAddress ? (
              <Text component="address" fz="sm" fs="normal" style={{ whiteSpace: 'pre-line' }}>
                {site.content.studioAddress}
              </Text>
            ) : null}
            <Stack gap="sm">
              <Anchor href={`mailto:${site.contactEmail}`} fz="sm" className="footer-link">
                {site.contactEmail}
              </Anchor>
              <Anchor href={`tel:${site.contactPhone.replace(/\s+/g, '')}`} fz="sm" className="footer-link">
                {site.contactPhone}
              </Anchor>
            </Stack>
          </Stack>
          <Stack gap="xs" component="nav" aria-label="Quick links">
            <Title order={2} fz="md" c="white">
              Quick Links
            </Title>
            {SECTIONS.map((s) => (
              <Anchor key={s.id} href={sectionHref(s.id)} onClick={(e) => followSection(e, () => goTo(s.id))} className="footer-link">
                {s.label}
              </Anchor>
            ))}
            <Anchor component={Link} to="/gift-vouchers" className="footer-link">
              Gift Vouchers
            </Anchor>
            <Anchor component={Link} to="/memberships" className="footer-link">
              Memberships
            </Anchor>
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
          {/* Only what she has approved is published (decision 807): no heading over an empty list. */}
          {site.content.credentials.length > 0 && (
            <Stack gap="xs">
              <Title order={2} fz="md" c="white">
                Accreditations
              </Title>
              <List fz="sm" spacing={4} className="footer-list">
                {site.content.credentials.map((c) => (
                  <List.Item key={c.title}>{c.title}</List.Item>
                ))}
              </List>
            </Stack>
          )}
        </SimpleGrid>
        <Divider my="lg" color="gray.7" />
        <Text fz="xs" ta="center">
          © {site.year} {name}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
