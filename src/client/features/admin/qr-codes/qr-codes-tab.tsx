import { Anchor, Button, Card, Center, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { QrDto } from '../../../../domain/dto';
import { trpc } from '../../../trpc';
import { downloadHref } from '../download';
import { ErrorState, LoadingState } from '../query-state';

interface QrCardProps {
  title: string;
  description: string;
  filename: string;
  query: { data?: QrDto; isPending: boolean; isError: boolean; refetch: () => unknown };
  tips: string[];
}

function QrCard({ title, description, filename, query, tips }: QrCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {query.isPending ? (
          <LoadingState label="Loading QR code..." />
        ) : query.isError || !query.data ? (
          <ErrorState message="Failed to load QR code" onRetry={() => void query.refetch()} />
        ) : (
          <>
            <Center>
              <Image src={query.data.qrCodeDataUrl} alt={`${title} for ${query.data.url}`} w={240} h={240} fit="contain" />
            </Center>
            <Text size="sm" ta="center">
              <Anchor href={query.data.url} target="_blank" rel="noopener noreferrer">
                {query.data.url}
              </Anchor>
            </Text>
            {/* The server makes the image as a PNG data URL, so saving it as .png needs no conversion. */}
            <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadHref(query.data!.qrCodeDataUrl, filename)}>
              Download PNG
            </Button>
          </>
        )}
        <Text size="sm" fw={600} mt="xs">
          Usage tips
        </Text>
        <List size="sm" spacing={4}>
          {tips.map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

export function QrCodesTab() {
  const website = trpc.qr.website.useQuery();
  const reviews = trpc.qr.reviews.useQuery();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        QR Codes
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <QrCard
          title="Website QR Code"
          description="Opens the website, where visitors can see the schedule and book a class."
          filename="website-qr.png"
          query={website}
          tips={[
            'Print it on flyers, posters and business cards.',
            'Show it at the end of a class so people can book the next one.',
            'Keep it at least 2 cm wide so phones scan it easily.',
          ]}
        />
        <QrCard
          title="Reviews QR Code"
          description="Opens the review page, where clients can leave a review."
          filename="reviews-qr.png"
          query={reviews}
          tips={[
            'Put it on the studio wall or reception desk.',
            'Add it to thank-you cards and follow-up emails.',
            'Ask happy clients to scan it right after a session.',
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
