import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type CantonTooltip as CantonTooltipEvents,
  type DashboardEvent,
  SEVERITY_COLOURS,
  severityOf,
  titleIn,
} from '../../../../domain/events.ts';
import { useLanguage } from '../../../i18n.ts';
import classes from './CantonMap.module.css';
import type { Pixel } from './mapView.ts';

export interface CantonTooltipProps {
  id: string;
  cantonName: string;
  tooltip: CantonTooltipEvents<DashboardEvent>;
  /** Where the tooltip points to, in pixels of the map frame. */
  at: Pixel;
  /** Size of the map frame: the tooltip opens towards the side with more room. */
  frameSize: [number, number];
}

const GAP = 12;

function placement([x = 0, y = 0]: Pixel, [width, height]: [number, number]) {
  const towardsLeft = x > width / 2;
  const towardsTop = y > height / 2;
  return {
    left: towardsLeft ? undefined : x + GAP,
    right: towardsLeft ? width - x + GAP : undefined,
    top: towardsTop ? undefined : y + GAP,
    bottom: towardsTop ? height - y + GAP : undefined,
  };
}

/** The events of one canton in tooltip order (SPEC.md §4), at most eight, then an ellipsis. */
export function CantonTooltip({ id, cantonName, tooltip, at, frameSize }: CantonTooltipProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div id={id} role="tooltip" className={classes.tooltip} style={placement(at, frameSize)}>
      <strong>{cantonName}</strong>
      {tooltip.events.length === 0 ? (
        <div>{t('dashboard.map.noEvents')}</div>
      ) : (
        <ul className={classes.events}>
          {tooltip.events.map((event) => {
            const severity = severityOf(event.messageType);
            return (
              <li key={event.eventId} className={classes.event}>
                <span className={classes.swatch} style={{ background: SEVERITY_COLOURS[severity] }} />
                <span>{titleIn(event, language) || t('dashboard.map.untitled')}</span>
                <span className={classes.meta}>
                  {t(`dashboard.messageTypes.${severity}`)} · {t(`dashboard.eventStates.${event.eventState}`)}
                </span>
              </li>
            );
          })}
          {tooltip.more && (
            <li className={classes.event}>
              <span aria-hidden="true">…</span>
              <VisuallyHidden>{t('dashboard.map.moreEvents')}</VisuallyHidden>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
