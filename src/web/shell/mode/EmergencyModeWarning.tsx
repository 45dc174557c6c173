import { type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmergencyNotice } from '../ShellStatus.ts';
import classes from './mode.module.css';

/** CSS variable with the strip's height while it shows: the page scrolls a focused field clear of it. */
export const EMERGENCY_STRIP_SPACE = '--emergency-strip-space';

/** Keeps EMERGENCY_STRIP_SPACE on the document at the strip's height while it shows. */
function useStripSpace(strip: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = strip.current;
    if (!shown || !element) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(EMERGENCY_STRIP_SPACE, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(EMERGENCY_STRIP_SPACE);
    };
  }, [strip, shown]);
}

interface EmergencyModeWarningProps {
  /** The central system is unreachable. */
  active: boolean;
  /** Its cause while active, or that it is back (shown briefly after); without it the strip says the general text. */
  notice?: EmergencyNotice | null;
}

/**
 * The strip under the header while the central system is unreachable (red, with the cause), and for a few
 * seconds after it is back (green). It sits in the page's flow and stays at the top while the page
 * scrolls: it never floats over a field being typed in or the explanation beside greyed-out buttons.
 */
export function EmergencyModeWarning({ active, notice = null }: EmergencyModeWarningProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const strip = useRef<HTMLDivElement>(null);
  const recovered = !active && notice?.kind === 'recovered';
  useStripSpace(strip, active || recovered);
  if (active) {
    const cause = notice?.kind === 'outage' ? notice : null;
    return (
      <div ref={strip} className={classes.emergency} role="alert" aria-labelledby={labelId}>
        <span id={labelId} className={classes.emergencyLabel}>
          {t('shell.mode.emergencyTitle')}
        </span>
        {cause ? (
          <span>
            <strong>{t(cause.titleKey)}</strong> {t(cause.messageKey)}
          </span>
        ) : (
          <span>{t('shell.mode.emergencyText')}</span>
        )}
      </div>
    );
  }
  if (recovered)
    return (
      <div ref={strip} className={classes.recovered} role="status">
        <span>
          <strong>{t(notice.titleKey)}</strong> {t(notice.messageKey)}
        </span>
      </div>
    );
  return null;
}
