import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STATE_CH } from '../../../domain/session.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useMe, usePermissions } from '../../auth/AuthContext.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { formatDate } from '../data/grid/formatValue.ts';
import { counterStateOf } from '../home/dashboardApi.ts';
import { yearOf } from './labels.ts';
import { PlanForm } from './PlanForm.tsx';
import { ReadinessPanel } from './ReadinessPanel.tsx';
import { sirenTestApi, sirenTestKeys, useActiveSirenTest } from './sirenTestApi.ts';
import { useSirenTestAction } from './useSirenTestAction.ts';

/** /data/siren-test-plan: the planned test (or the proposal for the next one), its start, and readiness. */
export function SirenTestPlanPage() {
  const { t } = useTranslation();
  const api = useApi();
  const me = useMe();
  const act = useSirenTestAction();
  const active = useActiveSirenTest();
  const plan = useQuery({ queryKey: sirenTestKeys.plan, queryFn: () => sirenTestApi(api).plan() });
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
              <Button
                color="red"
                onClick={() =>
                  void act(() => sirenTestApi(api).start(), {
                    title: t('sirenTest.start.title'),
                    message: t('sirenTest.start.message', { date: formatDate(planned.testDate) }),
                  })
                }
              >
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
