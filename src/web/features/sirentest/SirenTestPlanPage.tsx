import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STATE_CH } from '../../../domain/session.ts';
import { SIREN_TEST_LIVE_CONFIRMATION, type SirenTest } from '../../../domain/sirenTest.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useMe, usePermissions } from '../../auth/AuthContext.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { usePopups } from '../../ui/popups/PopupsProvider.tsx';
import { formatDate } from '../data/grid/formatValue.ts';
import { counterStateOf } from '../home/dashboardApi.ts';
import { yearOf } from './labels.ts';
import { PlanForm } from './PlanForm.tsx';
import { ReadinessPanel } from './ReadinessPanel.tsx';
import { sirenTestApi, sirenTestKeys, useActiveSirenTest } from './sirenTestApi.ts';
import { startConfirmation } from './startConfirmation.ts';
import { useSirenTestAction } from './useSirenTestAction.ts';

/** /data/siren-test-plan: the planned test (or the proposal for the next one), its start, and readiness. */
export function SirenTestPlanPage() {
  const { t } = useTranslation();
  const api = useApi();
  const me = useMe();
  const act = useSirenTestAction();
  const active = useActiveSirenTest();
  const { confirm } = usePopups();
  const plan = useQuery({ queryKey: sirenTestKeys.plan, queryFn: () => sirenTestApi(api).plan() });
  // The readiness panel's numbers: how many stationary sirens of the plan's cantons will sound.
  const readiness = useQuery({
    queryKey: sirenTestKeys.readiness,
    queryFn: () => sirenTestApi(api).readiness(),
  });
  const sirens = readiness.data ? readiness.data.cantons.reduce((sum, c) => sum + c.sirens, 0) : null;
  const start = async (test: SirenTest) => {
    const mode = me.operationMode;
    if (!(await confirm(startConfirmation(test, sirens, mode, t)))) return;
    const confirmation = mode === 'LIVE' ? SIREN_TEST_LIVE_CONFIRMATION : undefined;
    await act(() => sirenTestApi(api).start(confirmation));
  };
  const editable = usePermissions().has('SIRENTEST_EDIT') && counterStateOf(me) === STATE_CH;
  const planned = plan.data?.plan ?? null;
  const initial = planned ?? plan.data?.proposal;
  return (
    <Stack p="lg" gap="lg">
      <Title order={1}>{t('sirenTest.plan.title', { year: yearOf(initial?.testDate) })}</Title>
      {plan.isError && <LoadFailure messageKey="sirenTest.loadFailed" onRetry={() => void plan.refetch()} />}
      {plan.isPending && <Loading label={t('sirenTest.loading')} />}
      {active.data?.test && (
        <Alert color="orange">
          {t('sirenTest.plan.running', { date: formatDate(active.data.test.testDate) })}
        </Alert>
      )}
      {initial && (
        <>
          <Text data-testid="plan-state">
            {planned
              ? t('sirenTest.plan.planned', { date: formatDate(planned.testDate) })
              : t('sirenTest.plan.proposal', { date: formatDate(initial.testDate) })}
          </Text>
          <PlanForm
            key={planned ? `plan-${planned.id}` : 'proposal'}
            initial={initial}
            editable={editable}
            onSave={(next) => void act(() => sirenTestApi(api).savePlan(next))}
          />
          {editable && planned && !active.data?.test && (
            <Group>
              <Button color="red" onClick={() => void start(planned)}>
                {t('sirenTest.start.button')}
              </Button>
            </Group>
          )}
        </>
      )}
      <ReadinessPanel />
    </Stack>
  );
}
