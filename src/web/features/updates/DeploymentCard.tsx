import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deployment, StageCounts } from '../../../domain/updates.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useWriteAction } from '../../api/useWriteAction.ts';
import { formatDate } from '../data/grid/formatValue.ts';
import { UpdateProgress } from './UpdateProgress.tsx';
import { updatesApi, updatesKeys } from './updatesApi.ts';

const STATUS_COLORS = { RUNNING: 'blue', HALTED: 'red', DONE: 'green', CANCELLED: 'gray' } as const;

/** One progress bar: transferred and checked (green), in flight (blue), failed (red), out of `total`. */
function StageBar({ label, counts, total }: { label: string; counts: StageCounts; total: number }) {
  const { t } = useTranslation();
  const text = t('updates.deployments.progress', { done: counts.DONE, total, failed: counts.FAILED });
  return (
    <Stack gap={2} data-stage={label}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" data-testid="stage-progress">
          {text}
        </Text>
      </Group>
      <UpdateProgress
        label={t('ui.labelValue', { label, value: text })}
        done={counts.DONE}
        inFlight={counts.TRANSFERRING + counts.CHECKING}
        failed={counts.FAILED}
        total={total}
      />
    </Stack>
  );
}

export interface DeploymentCardProps {
  deployment: Deployment;
  editable: boolean;
  /** Just started from the form above: marked, brought into view and focused when it arrives. */
  started?: boolean;
}

/** A deployment with its overall and per-stage progress, why it halted, and its cancellation. */
export function DeploymentCard({ deployment, editable, started = false }: DeploymentCardProps) {
  const { t } = useTranslation();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!started) return;
    card.current?.focus({ preventScroll: true });
    card.current?.scrollIntoView?.({ block: 'center' });
  }, [started]);
  const api = useApi();
  const act = useWriteAction(updatesKeys.all);
  const total = deployment.stages.reduce((sum, stage) => sum + stage.total, 0);
  const stageLabel = (stage: number) =>
    stage === 0
      ? t('updates.deployments.stage.canary')
      : t('updates.deployments.stage.ring', { ring: stage });
  const cancel = () =>
    void act(() => updatesApi(api).cancel(deployment.id), {
      title: t('updates.deployments.cancelTitle', { version: deployment.version }),
      message: t('updates.deployments.cancelMessage'),
      buttonOkName: t('updates.deployments.cancelConfirm'),
      buttonNotOkName: t('updates.deployments.cancelKeep'),
    });
  return (
    <Card
      ref={card}
      withBorder
      tabIndex={started ? -1 : undefined}
      data-deployment={deployment.id}
      data-status={deployment.status}
      data-started={started || undefined}
      style={started ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Group>
            <Text fw={700}>
              {t('updates.deployments.heading', { kind: deployment.deviceKind, version: deployment.version })}
            </Text>
            <Badge color={STATUS_COLORS[deployment.status]}>
              {t(`updates.deployments.statuses.${deployment.status}`)}
            </Badge>
            {started && (
              <Badge variant="outline" color="blue">
                {t('updates.deployments.justStarted')}
              </Badge>
            )}
          </Group>
          {editable && (deployment.status === 'RUNNING' || deployment.status === 'HALTED') && (
            <Button size="xs" variant="light" color="red" onClick={cancel}>
              {t('updates.deployments.cancel')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('updates.deployments.createdBy', {
            user: deployment.createdBy,
            date: formatDate(deployment.createdAt),
          })}
        </Text>
        {deployment.haltReason && (
          <Alert color="red" role="alert">
            {t(deployment.haltReason.key, deployment.haltReason.params)}
          </Alert>
        )}
        <StageBar label={t('updates.deployments.overall')} counts={deployment.total} total={total} />
        {deployment.stages.map((stage) => (
          <StageBar
            key={stage.stage}
            label={stageLabel(stage.stage)}
            counts={stage.counts}
            total={stage.total}
          />
        ))}
      </Stack>
    </Card>
  );
}
