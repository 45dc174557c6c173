import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ErrorCounts } from '../../../domain/monitoring.ts';
import { ALERT_TEXT } from '../../ui/alertText.ts';
import classes from './SideMenu.module.css';
import { useMonitoringDashboard } from './useMonitoringDashboard.ts';

function CountRow({ label, counts }: { label: string; counts: ErrorCounts }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" fw={600}>
        {label}
      </Text>
      <Group gap="sm" wrap="nowrap">
        <Text size="xs" c={counts.errors ? ALERT_TEXT.error : 'gray.7'} fw={counts.errors ? 700 : 400}>
          {t('monitoring.box.errors', { count: counts.errors })}
        </Text>
        <Text size="xs" c={counts.warnings ? ALERT_TEXT.warning : 'gray.7'} fw={counts.warnings ? 700 : 400}>
          {t('monitoring.box.warnings', { count: counts.warnings })}
        </Text>
      </Group>
    </div>
  );
}

/** The monitoring box of the Monitoring group (SPEC.md §2): pending errors and warnings by component kind. */
export function MonitoringBox() {
  const { t } = useTranslation();
  const { permitted, counts } = useMonitoringDashboard();
  if (!permitted) return null;
  return (
    <section className={classes.box} aria-label={t('monitoring.box.title')}>
      {counts ? (
        <>
          <CountRow label={t('monitoring.box.polyalert')} counts={counts.polyalert} />
          <CountRow label={t('monitoring.box.network')} counts={counts.network} />
        </>
      ) : (
        <Text size="xs" c="gray.7">
          {t('monitoring.box.loading')}
        </Text>
      )}
    </section>
  );
}
