import { ActionIcon, CloseButton, FloatingWindow, Title, VisuallyHidden } from '@mantine/core';
import { type SetFloatingWindowPosition, useMergedRef } from '@mantine/hooks';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationMode } from '../../../domain/session.ts';
import { LAYERS } from '../../ui/layers.ts';
import { ModeBadge } from '../../ui/ModeBadge.tsx';
import { isWindowEscape } from '../../ui/popups/keys.ts';
import { useReturnFocus } from '../../ui/useReturnFocus.ts';
import classes from './OverlayDialog.module.css';
import type { DialogSlot } from './overlayAddress.ts';

const DEFAULT_SIZE = { width: 560, height: 480 };
const TOP = 96;
// dialog2 opens below and to the right of dialog1, so both title bars stay visible.
const OFFSETS: Record<DialogSlot, { x: number; y: number }> = {
  dialog1: { x: -48, y: 0 },
  dialog2: { x: 48, y: 56 },
};
const KEY_STEP = 16;
const KEY_STEP_LARGE = 64;
const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function initialPositionOf(slot: DialogSlot, width: number) {
  const offset = OFFSETS[slot];
  return { left: Math.max(8, Math.round((window.innerWidth - width) / 2) + offset.x), top: TOP + offset.y };
}

function GripIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      {[4, 8, 12].flatMap((y) => [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.4} />))}
    </svg>
  );
}

export interface OverlayDialogProps {
  slot: DialogSlot;
  title: string;
  operationMode: OperationMode;
  size?: { width: number; height: number };
  /** The operator closes the dialog (close button, Escape). */
  onDismiss: () => void;
  children: ReactNode;
}

/**
 * One of the two stacked dialogs: a window that does not block the page or the other dialog, dragged by its
 * title bar with the mouse or moved with the arrow keys while the title bar has the focus; resizable.
 */
export function OverlayDialog({
  slot,
  title,
  operationMode,
  size = DEFAULT_SIZE,
  onDismiss,
  children,
}: OverlayDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const windowRef = useRef<HTMLDivElement>(null);
  const setPosition = useRef<SetFloatingWindowPosition>(null);
  // The window appears in a portal after the first render: it takes the focus once it is in the page.
  const focusOnAppear = useCallback(
    (node: HTMLDivElement | null) => node?.focus({ preventScroll: true }),
    [],
  );
  const ref = useMergedRef(windowRef, focusOnAppear);
  const [initialPosition] = useState(() => initialPositionOf(slot, size.width));
  useReturnFocus(windowRef);

  const moveWithKeys = (event: KeyboardEvent<HTMLElement>) => {
    const move = KEY_MOVES[event.key];
    const element = windowRef.current;
    if (!move || !element) return;
    event.preventDefault();
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    // The window's own left/top (set by FloatingWindow) is where it stands, whatever the page scroll.
    const left = Number.parseFloat(element.style.left) || 0;
    const top = Number.parseFloat(element.style.top) || 0;
    setPosition.current?.({ left: left + move[0] * step, top: top + move[1] * step });
  };
  const dismissOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (!isWindowEscape(event)) return;
    event.preventDefault();
    onDismiss();
  };

  return (
    <FloatingWindow
      ref={ref}
      setPositionRef={setPosition}
      zIndex={LAYERS[slot]}
      initialPosition={initialPosition}
      dimensions={{ initialWidth: size.width, initialHeight: size.height, minWidth: 320, minHeight: 200 }}
      constrainToViewport
      constrainOffset={8}
      dragHandleSelector="[data-drag-handle]"
      excludeDragHandleSelector="[data-no-drag]"
      className={classes.window}
      role="dialog"
      aria-labelledby={titleId}
      data-slot={slot}
      tabIndex={-1}
      shadow="lg"
      radius="md"
      withBorder
      onKeyDown={dismissOnEscape}
    >
      <div className={classes.titleBar} data-drag-handle>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('overlays.move')}
          aria-describedby={hintId}
          onKeyDown={moveWithKeys}
        >
          <GripIcon />
        </ActionIcon>
        <VisuallyHidden id={hintId}>{t('overlays.moveHint')}</VisuallyHidden>
        <Title order={2} size="h5" id={titleId} className={classes.title}>
          {title}
        </Title>
        <ModeBadge mode={operationMode} />
        <CloseButton aria-label={t('ui.close')} onClick={onDismiss} data-no-drag />
      </div>
      <div className={classes.body}>{children}</div>
      <FloatingWindow.ResizeHandle className={classes.resize} aria-label={t('overlays.resize')} />
    </FloatingWindow>
  );
}
