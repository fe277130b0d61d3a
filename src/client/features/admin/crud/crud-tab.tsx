import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../query-state';

/** What CrudTab needs of a list query (React Query's own fields). */
export interface ListQuery<Row> {
  isPending: boolean;
  isError: boolean;
  data: Row[] | undefined;
  refetch: () => unknown;
}

/**
 * The admin's one list-and-form layout: a title with its Add button, the list's loading, error (with retry)
 * and empty states, the rows, and the tab's dialogs (form, confirmation) after them.
 */
export function CrudTab<Row>({
  title,
  addLabel,
  onAdd,
  list,
  texts,
  intro,
  children,
  dialogs,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  list: ListQuery<Row>;
  texts: { loading: string; error: string; empty: ReactNode };
  /** Shown between the title and the list (an explanation, a one-time secret). */
  intro?: ReactNode;
  children: (rows: Row[]) => ReactNode;
  dialogs?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
      {intro}
      {list.isPending ? (
        <LoadingState label={texts.loading} />
      ) : list.isError || !list.data ? (
        <ErrorState message={texts.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>{texts.empty}</EmptyState>
      ) : (
        children(list.data)
      )}
      {dialogs}
    </Stack>
  );
}
