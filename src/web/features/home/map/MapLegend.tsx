import { useTranslation } from 'react-i18next';
import { type MapSeverity, SEVERITY_COLOURS } from '../../../../domain/events.ts';
import classes from './CantonMap.module.css';
import { CALM_FILL } from './cantonStyles.ts';

const ORDER: MapSeverity[] = ['ALARM', 'WARNING', 'INFORMATION', 'TEST', 'OTHER'];

/** What the canton colours mean, so that the map is not read by colour alone. */
export function MapLegend() {
  const { t } = useTranslation();
  return (
    <ul className={classes.legend} aria-label={t('dashboard.map.legend')}>
      {ORDER.map((severity) => (
        <li key={severity} className={classes.legendItem}>
          <span className={classes.swatch} style={{ background: SEVERITY_COLOURS[severity] }} />
          {t(`dashboard.messageTypes.${severity}`)}
        </li>
      ))}
      <li className={classes.legendItem}>
        <span className={classes.swatch} style={{ background: CALM_FILL }} />
        {t('dashboard.map.calm')}
      </li>
    </ul>
  );
}
