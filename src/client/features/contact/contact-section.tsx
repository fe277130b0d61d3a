import { ActionIcon, Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandYoutube,
  IconClock,
  IconMail,
  IconPhone,
  IconQrcode,
  IconStar,
} from '@tabler/icons-react';
import { skipToken } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { notifyError, notifySuccess } from '../../components/notify';
import { useSiteData } from '../../components/site-data';
import { useHydrated } from '../../components/use-hydrated';
import { DataProvider } from '../../api/data-provider';
import { trpc } from '../../trpc';
import { ContactForm, type FieldErrors } from './contact-form';

const FIELDS = ['name', 'email', 'phone', 'service', 'message'] as const;

function fieldErrorsOf(data: unknown): FieldErrors | null {
  const raw = (data as { fieldErrors?: Record<string, string[]> | null } | undefined)?.fieldErrors;
  if (!raw) return null;
  const out: FieldErrors = {};
  for (const f of FIELDS) if (raw[f]?.[0]) out[f] = raw[f][0];
  return Object.keys(out).length ? out : null;
}

export function ContactSection() {
  return (
    <DataProvider>
      <Contact />
    </DataProvider>
  );
}

function InfoRow({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size={40} radius="xl">
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={600} fz="sm">
          {title}
        </Text>
        <Text fz="sm" component="div">
          {children}
        </Text>
      </div>
    </Group>
  );
}

function Contact() {
  const hydrated = useHydrated();
  const config = useSiteData();
  const send = trpc.contact.send.useMutation();
  const qr = trpc.qr.reviews.useQuery(hydrated ? undefined : skipToken);
  const name = config.businessName;

  return (
    <Container component="section" aria-labelledby="contact-title" size="xl" py={{ base: 48, md: 72 }}>
      <Stack gap="xl">
        <Stack gap="xs" align="center">
          <Title id="contact-title" order={2} ta="center">
            Get in Touch
          </Title>
          <Text ta="center" maw={640}>
            Questions about classes or personal training? Send a message and we will help you find the right fit.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            <ContactForm
              sending={send.isPending}
              onSend={async (input) => {
                try {
                  await send.mutateAsync(input);
                  notifySuccess('Message Sent!', `Thank you for your message! ${name} will get back to you within 24 hours.`);
                  return true;
                } catch (error) {
                  // A field the server refused (an address it does not accept, say) is shown beside that field.
                  const fields = error instanceof TRPCClientError ? fieldErrorsOf(error.data) : null;
                  if (fields) return fields;
                  notifyError('Error', 'Failed to send message. Please try again.');
                  return false;
                }
              }}
            />
          </Paper>
          <Stack gap="lg">
            <InfoRow icon={<IconMail size={20} aria-hidden />} title="Email">
              <Anchor href={`mailto:${config.contactEmail}`}>{config.contactEmail}</Anchor>
            </InfoRow>
            <InfoRow icon={<IconPhone size={20} aria-hidden />} title="Phone">
              <Anchor href={`tel:${config.contactPhone.replace(/\s+/g, '')}`}>{config.contactPhone}</Anchor>
            </InfoRow>
            <InfoRow icon={<IconClock size={20} aria-hidden />} title="Response time">
              Within 24 hours
            </InfoRow>
            <div>
              <Text fw={600} fz="sm" mb={6}>
                Follow us
              </Text>
              <Group gap="sm">
                <ActionIcon
                  component="a"
                  href={config.social.facebook}
                  target="_blank"
                  rel="noopener noreferrer"
                  size={44}
                  variant="light"
                  aria-label="Facebook"
                >
                  <IconBrandFacebook size={22} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  component="a"
                  href={config.social.instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  size={44}
                  variant="light"
                  aria-label="Instagram"
                >
                  <IconBrandInstagram size={22} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  component="a"
                  href={config.social.youtube}
                  target="_blank"
                  rel="noopener noreferrer"
                  size={44}
                  variant="light"
                  aria-label="YouTube"
                >
                  <IconBrandYoutube size={22} aria-hidden />
                </ActionIcon>
              </Group>
            </div>
            <Paper withBorder p="md" radius="md">
              <Group gap="md" wrap="nowrap" align="center">
                <div style={{ width: 120, height: 120, flexShrink: 0 }} data-illustration>
                  {qr.data ? (
                    <img src={qr.data.qrCodeDataUrl} alt="QR code that opens our review page" width={120} height={120} />
                  ) : qr.isError ? (
                    <Text fz="xs" c="red.8">
                      Failed to load QR code
                    </Text>
                  ) : (
                    <IconQrcode size={120} stroke={1} color="var(--mantine-color-gray-4)" aria-hidden />
                  )}
                </div>
                <Stack gap={4}>
                  <Group gap={4}>
                    <IconStar size={18} aria-hidden />
                    <Text fw={600}>Enjoyed a class?</Text>
                  </Group>
                  <Text fz="sm">Scan the code or use the link to leave a review. It helps others find us.</Text>
                  <Anchor href={config.reviewUrl} target="_blank" rel="noopener noreferrer" fz="sm" fw={600}>
                    Leave a review
                  </Anchor>
                </Stack>
              </Group>
            </Paper>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
