import { VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n.ts';
import type { MapState } from '../../../ui/map/mapState.ts';
import classes from './CantonMap.module.css';
import type { Pixel } from './mapView.ts';

export interface CantonFocusListProps {
  states: readonly MapState[];
  anchors: ReadonlyMap<string, Pixel>;
  /** The canton whose tooltip is open, and the tooltip's id: that canton's target is described by it. */
  described: { code: string; tooltipId: string } | null;
  onFocusCanton(code: string | null): void;
  /** Enter or Space on a canton: show or hide its tooltip. */
  onToggle(): void;
  /** Escape: hide the tooltip until the next canton is chosen. */
  onDismiss(): void;
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Keyboard access to the map: one invisible button per canton, placed on the canton, that shows
 * its tooltip while focused. It is one Tab stop (roving tabindex): the arrow keys, Home and End
 * walk the cantons in the list's order, so the 26 cantons do not cost 26 Tab presses.
 */
export function CantonFocusList({
  states,
  anchors,
  described,
  onFocusCanton,
  onToggle,
  onDismiss,
}: CantonFocusListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hintId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [current, setCurrent] = useState<string | null>(null);
  const placed = states.filter((state) => anchors.has(state.code));
  const tabStop = placed.some((s) => s.code === current) ? current : (placed[0]?.code ?? null);

  const handleKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Escape') return onDismiss();
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = placed[step(index, placed.length)];
    if (next) buttons.current.get(next.code)?.focus();
  };

  return (
    <>
      <ul className={classes.targets} aria-label={t('dashboard.map.cantons')} aria-describedby={hintId}>
        {placed.map((state, index) => {
          const [left, top] = anchors.get(state.code) ?? [];
          return (
            <li key={state.code}>
              <button
                ref={(button) => {
                  if (button) buttons.current.set(state.code, button);
                  else buttons.current.delete(state.code);
                }}
                type="button"
                className={classes.target}
                style={{ left, top }}
                tabIndex={state.code === tabStop ? 0 : -1}
                aria-label={state.name[language]}
                aria-describedby={described?.code === state.code ? described.tooltipId : undefined}
                onFocus={() => {
                  setCurrent(state.code);
                  onFocusCanton(state.code);
                }}
                onBlur={() => onFocusCanton(null)}
                onClick={onToggle}
                onKeyDown={(event) => handleKeyDown(event, index)}
              />
            </li>
          );
        })}
      </ul>
      <VisuallyHidden id={hintId}>{t('dashboard.map.keyboardHint')}</VisuallyHidden>
    </>
  );
}
