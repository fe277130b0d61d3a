import { Button, Group } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A card's Edit and Delete buttons (and any action between them), each naming what it acts on for screen readers. */
export function CardActions({
  name,
  onEdit,
  onDelete,
  deleting,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
  children?: ReactNode;
}) {
  return (
    <Group justify="flex-end" gap="xs" mt="auto">
      <Button size="xs" variant="light" leftSection={<IconEdit size={14} aria-hidden />} onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      {children}
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={onDelete}
        loading={deleting}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
    </Group>
  );
}
