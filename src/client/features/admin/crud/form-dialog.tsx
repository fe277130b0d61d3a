import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, type ReactNode } from 'react';

/**
 * The admin's one form dialog. A tap outside never throws away what was typed: only Cancel or the close
 * button close it. On a phone it fills the screen, so long forms scroll up and down, never sideways.
 */
export function FormDialog({
  opened,
  onClose,
  title,
  size = 'lg',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={phone}
    >
      {children}
    </Modal>
  );
}

/**
 * The add/edit dialog of a CrudTab row, driven by `useEditing`: titled by what it does, and its form mounted
 * afresh for each row (keyed by id), given the row being edited or undefined for a new one.
 */
export function EditDialog<Row extends { id: number }>({
  editing,
  close,
  titles,
  children,
}: {
  editing: Row | null | undefined;
  close: () => void;
  titles: { add: string; edit: string };
  children: (initial: Row | undefined) => ReactNode;
}) {
  return (
    <FormDialog opened={editing !== undefined} onClose={close} title={editing ? titles.edit : titles.add}>
      {editing !== undefined && <Fragment key={editing?.id ?? 'new'}>{children(editing ?? undefined)}</Fragment>}
    </FormDialog>
  );
}
