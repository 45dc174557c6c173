import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationMode } from '../../../domain/session.ts';
import classes from './mode.module.css';

/** Marks the page body so that the whole console is tinted in EXERCISE (body class `mode-exercise`). */
export function useModeBodyClass(mode: OperationMode) {
  useEffect(() => {
    const name = `mode-${mode.toLowerCase()}`;
    document.body.classList.add(name);
    return () => document.body.classList.remove(name);
  }, [mode]);
}

/** The bar above the header: yellow-black stripes in EXERCISE, a calm red label in LIVE. */
export function OperationModeBar({ mode }: { mode: OperationMode }) {
  const { t } = useTranslation();
  if (mode === 'EXERCISE') {
    return (
      <div className={classes.exercise} data-mode="EXERCISE">
        <span className={classes.exerciseLabel}>{t('shell.mode.exercise')}</span>
        <span className={classes.exerciseHint}>{t('shell.mode.exerciseHint')}</span>
      </div>
    );
  }
  return (
    <div className={classes.live} data-mode="LIVE">
      <span className={classes.liveLabel}>{t('shell.mode.live')}</span>
      <span className={classes.liveHint}>{t('shell.mode.liveHint')}</span>
    </div>
  );
}
