import { Container, List, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { dataExportSummary } from '../../../domain/privacy';
import { DataActions, ErasedNotice, saveJson } from '../../components/data-actions';
import { trpc } from '../../trpc';
import { useHashToken } from '../../components/use-hash-token';
import { LinkLoading, LinkProblem } from '../../components/private-link-states';

/** Where the link from a privacy-page data request lands: what is held about the address, to download or erase. */
export function MyDataSection() {
  const token = useHashToken();
  const load = trpc.privacy.exportData.useMutation();
  const erase = trpc.privacy.eraseData.useMutation();
  const { mutate } = load;
  useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);

  let body: React.ReactNode;
  if (erase.isSuccess) {
    body = <ErasedNotice />;
  } else if (token === null || load.error) {
    const notFound = token === null || load.error?.data?.code === 'NOT_FOUND';
    body = (
      <LinkProblem
        notFound={notFound}
        notFoundTitle="This link is not valid or has expired"
        failedTitle="Your data could not be loaded"
        hint="Links in our data e-mails work for one hour. You can ask for a new one on the privacy page."
        next={{ to: '/privacy', label: 'Go to the privacy page' }}
      />
    );
  } else if (!load.data) {
    body = <LinkLoading what="your data" />;
  } else {
    const d = load.data;
    body = (
      <Stack gap="lg">
        <Stack gap={4}>
          <Text>What we hold about {d.email}:</Text>
          <List>
            {dataExportSummary(d).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
        <DataActions
          email={d.email}
          downloading={false}
          downloadError={null}
          onDownload={() => saveJson(d)}
          erasing={erase.isPending}
          eraseError={erase.error?.message ?? null}
          onErase={() => token && erase.mutate({ token })}
        />
      </Stack>
    );
  }
  return (
    <Container size="sm" py={{ base: 24, md: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1}>Your data</Title>
        {body}
      </Stack>
    </Container>
  );
}
