import type { ReactNode } from 'react';
import type { OperationMode } from '../../../domain/session.ts';
import { LAYERS } from '../../ui/layers.ts';
import { ModeBadge } from '../../ui/ModeBadge.tsx';
import { PopupFrame } from '../../ui/popups/PopupFrame.tsx';

const DEFAULT_WIDTH = 720;

export interface OverlayPopupProps {
  title: string;
  operationMode: OperationMode;
  width?: number;
  /** The operator closes the popup (close button, Escape). */
  onDismiss: () => void;
  children: ReactNode;
}

/** The popup outlet: a centred modal window with title and close button over the dimmed page. */
export function OverlayPopup({
  title,
  operationMode,
  width = DEFAULT_WIDTH,
  onDismiss,
  children,
}: OverlayPopupProps) {
  return (
    <PopupFrame
      title={title}
      zIndex={LAYERS.popupOutlet}
      width={width}
      onDismiss={onDismiss}
      withCloseButton
      aside={<ModeBadge mode={operationMode} />}
    >
      {children}
    </PopupFrame>
  );
}
