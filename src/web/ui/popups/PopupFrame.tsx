import { CloseButton, FocusTrap, Paper, Portal, Title } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../useReturnFocus.ts';
import { isDefaultEnter, isWindowEscape } from './keys.ts';
import classes from './PopupFrame.module.css';
import { useFocusKeptInside } from './useFocusKeptInside.ts';

export interface PopupFrameProps {
  title: ReactNode;
  /** `alertdialog` for popups that demand an answer (confirmations, errors). */
  role?: 'dialog' | 'alertdialog';
  zIndex: number;
  /** Width in px; the popup never gets wider than the screen. */
  width?: number;
  /** Called on Escape (and by the close button when `withCloseButton`). */
  onDismiss: () => void;
  /** The default answer, given by Enter anywhere but on a button or link once the popup holds the focus. */
  onEnter?: () => void;
  withCloseButton?: boolean;
  /** Takes the focus `focusDelayMs` after opening; until then the popup itself holds it. */
  initialFocus?: RefObject<HTMLElement | null>;
  focusDelayMs?: number;
  /** Id of the element that describes the popup (its message). */
  describedBy?: string;
  /** Shown before the title (a tone icon). */
  icon?: ReactNode;
  /** Shown after the title (a mode badge). */
  aside?: ReactNode;
  children: ReactNode;
}

/** Moves the focus to `target` after `delayMs`; true from then on (Enter is ignored before). */
function useDelayedFocus(target: RefObject<HTMLElement | null> | undefined, delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      // A button at the foot (data-popup-actions) is in view already: the question's top stays in view too.
      // A field (a typed confirmation) is scrolled into view only as far as needed, clear of the buttons
      // (the body's scroll padding), so that as much of the question's top as fits stays in view.
      const element = target?.current;
      if (!element) return setReady(true);
      element.focus({ preventScroll: true });
      if (element.closest('[data-popup-actions]') === null) element.scrollIntoView?.({ block: 'nearest' });
      setReady(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [target, delayMs]);
  return ready;
}

/**
 * Mantine's Modal closes on Escape from a window listener that runs before any handler here, unless the key's
 * target is marked as handling Escape itself (as Mantine marks its menus): every element that takes the focus
 * in a popup is marked, so Escape closes the popup only and a Modal below keeps its content.
 */
function ownEscape(event: FocusEvent<HTMLElement>) {
  event.target.setAttribute('data-mantine-stop-propagation', 'true');
}

/**
 * A modal popup centred over a dimmed page: focus trapped inside (also when the content changes view) and
 * returned afterwards, Escape dismisses, Enter gives the default answer. Shared by the error, information and
 * confirmation popups and the popup outlet.
 */
export function PopupFrame({
  title,
  role = 'dialog',
  zIndex,
  width = 480,
  onDismiss,
  onEnter,
  withCloseButton = false,
  initialFocus,
  focusDelayMs = 0,
  describedBy,
  icon,
  aside,
  children,
}: PopupFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ready = useDelayedFocus(initialFocus, focusDelayMs);
  const frame = useRef<HTMLElement>(null);
  useReturnFocus(frame);
  const ref = useMergedRef(frame, useFocusKeptInside());

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isWindowEscape(event)) {
      event.preventDefault();
      event.stopPropagation();
      onDismiss();
    } else if (onEnter && isDefaultEnter(event)) {
      event.preventDefault();
      if (ready) onEnter();
    }
  };

  return (
    <Portal>
      <div className={classes.root} style={{ zIndex }}>
        <div className={classes.backdrop} />
        <FocusTrap active>
          <div className={classes.trap}>
            <Paper
              ref={ref}
              component="section"
              role={role}
              aria-modal="true"
              aria-labelledby={titleId}
              aria-describedby={describedBy}
              tabIndex={-1}
              data-autofocus
              className={classes.frame}
              style={{ '--popup-width': `${width}px` } as CSSProperties}
              shadow="xl"
              radius="md"
              onKeyDown={onKeyDown}
              onFocus={ownEscape}
            >
              <header className={classes.header}>
                {icon}
                <Title order={2} size="h4" id={titleId} className={classes.title}>
                  {title}
                </Title>
                {aside}
                {withCloseButton && <CloseButton aria-label={t('ui.close')} onClick={onDismiss} />}
              </header>
              <div className={classes.body}>{children}</div>
            </Paper>
          </div>
        </FocusTrap>
      </div>
    </Portal>
  );
}
