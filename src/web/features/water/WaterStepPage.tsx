import { Alert, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WaterStep } from '../../../domain/water.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { DamStatePanel } from './DamStatePanel.tsx';
import { DamTable } from './DamTable.tsx';
import { StepAction } from './StepAction.tsx';
import { useChosenDam, useDams } from './useDams.ts';
import { useGeneralAlarmWindow } from './useGeneralAlarmWindow.ts';
import { WaterAlarmResult } from './WaterAlarmResult.tsx';

const TITLES: Record<WaterStep, string> = {
  unlock: 'menu.homeLinks.waterUnlock',
  alarm: 'menu.homeLinks.waterAlarm',
  lock: 'menu.homeLinks.waterLock',
};

/** /water/unlock, /water/alarm, /water/lock: choose a dam, see its state, take the step. */
export function WaterStepPage({ step }: { step: WaterStep }) {
  const { t } = useTranslation();
  const dams = useDams();
  const [chosenId, choose] = useChosenDam();
  const seesAlarms = usePermissions().has('ALARMING_ALARMTASK_VIEW');
  // The chosen dam without its last general alarm once that has left the window, even with the page open.
  const dam = useGeneralAlarmWindow(dams.data?.find((row) => row.id === chosenId));
  return (
    <Stack p="lg" gap="lg">
      <Title order={1}>{t(TITLES[step])}</Title>
      <Text c="dimmed" maw={760}>
        {t(`water.intro.${step}`)}
      </Text>
      {dams.isError && <LoadFailure messageKey="water.list.loadFailed" onRetry={() => void dams.refetch()} />}
      {dams.isPending && <Loading label={t('water.list.loading')} />}
      {dams.data?.length === 0 && (
        <Alert color="gray" variant="light">
          {t('water.list.empty')}
        </Alert>
      )}
      {dams.data && dams.data.length > 0 && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <DamTable dams={dams.data} chosen={chosenId} onChoose={choose} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            {dam ? (
              <Stack gap="md">
                <DamStatePanel dam={dam} />
                <StepAction key={`${step}-${dam.id}`} step={step} dam={dam} />
              </Stack>
            ) : (
              <Text size="sm">{t('water.list.choose')}</Text>
            )}
          </Grid.Col>
        </Grid>
      )}
      {step === 'alarm' && seesAlarms && dam?.lastAlarmId != null && (
        <WaterAlarmResult key={dam.lastAlarmId} alarmId={dam.lastAlarmId} />
      )}
    </Stack>
  );
}
