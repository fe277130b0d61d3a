import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

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
    <Modal closeOnClickOutside={false} closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onClose} title={title} size={size} fullScreen={phone}>
      {children}
    </Modal>
  );
}
