import { Modal, type ModalProps } from '@mantine/core';
import { useRef } from 'react';
import { useReturnFocus } from './useReturnFocus.ts';

/**
 * Mantine's Modal for a window that shows exactly while it is mounted. Mantine gives the focus back only when a
 * Modal that stays mounted closes; this one gives it back when it goes, to the grid cell or button it was
 * opened from, so that a keyboard user goes on from there.
 */
export function OpenModal({ children, ...props }: Omit<ModalProps, 'opened'>) {
  const root = useRef<HTMLDivElement>(null);
  useReturnFocus(root);
  return (
    <Modal opened {...props}>
      <div ref={root}>{children}</div>
    </Modal>
  );
}
