import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Activation } from '../../../domain/updates.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useWriteAction } from '../../api/useWriteAction.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { formatDate } from '../data/grid/formatValue.ts';
import { ActivationForm } from './ActivationForm.tsx';
import { UpdateProgress } from './UpdateProgress.tsx';
import { updatesApi, updatesKeys, useUpdatesQuery } from './updatesApi.ts';

const STATUS_COLORS = { SCHEDULED: 'gray', RUNNING: 'blue', DONE: 'green', REFUSED: 'red' } as const;

function ActivationCard({ activation, editable }: { activation: Activation; editable: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const act = useWriteAction(updatesKeys.all);
  const { counts } = activation;
  const total = counts.WAITING + counts.SENT + counts.ACTIVATED + counts.FAILED;
  const text = t('updates.activations.progress', {
    activated: counts.ACTIVATED,
    total,
    failed: counts.FAILED,
  });
  const rollBack = () =>
    void act(() => updatesApi(api).rollBack(activation.id), {
      title: t('updates.activations.rollbackTitle', { version: activation.version }),
      message: t('updates.activations.rollbackMessage'),
      buttonOkName: t('updates.activations.rollback'),
      buttonNotOkName: t('updates.activations.rollbackKeep'),
    });
  return (
    <Card withBorder data-activation={activation.id} data-status={activation.status}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group>
            <Text fw={700}>
              {t('updates.activations.heading', {
                kind: t(`updates.activations.kinds.${activation.kind}`),
                deviceKind: activation.deviceKind,
                version: activation.version,
              })}
            </Text>
            <Badge color={STATUS_COLORS[activation.status]}>
              {t(`updates.activations.statuses.${activation.status}`)}
            </Badge>
          </Group>
          {editable && activation.kind === 'ACTIVATE' && counts.ACTIVATED > 0 && (
            <Button size="xs" variant="light" color="orange" onClick={rollBack}>
              {t('updates.activations.rollback')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('updates.activations.scheduledFor', { date: formatDate(activation.scheduledAt) })}
          {activation.stateCodes.length > 0 && ` · ${activation.stateCodes.join(', ')}`}
          {activation.rollbackOf !== null &&
            ` · ${t('updates.activations.rollbackOf', { id: activation.rollbackOf })}`}
        </Text>
        {activation.refusedReason && (
          <Alert color="red" role="alert">
            {t(activation.refusedReason.key, activation.refusedReason.params)}
          </Alert>
        )}
        <Text size="sm">{text}</Text>
        <UpdateProgress
          label={text}
          done={counts.ACTIVATED}
          inFlight={counts.SENT}
          failed={counts.FAILED}
          total={total}
        />
      </Stack>
    </Card>
  );
}

/** /data/activationtasks: scheduled activations and rollbacks with their progress, and a new one. */
export function ActivationsPage() {
  const { t } = useTranslation();
  const editable = usePermissions().has('UPDATEMGMT_EDIT');
  const activations = useUpdatesQuery('activations');
  const releases = useUpdatesQuery('releases');
  return (
    <Stack p="lg" gap="lg">
      <Title order={1}>{t('menu.data.activationtasks')}</Title>
      {editable && releases.data && <ActivationForm releases={releases.data} />}
      {activations.isError && (
        <LoadFailure messageKey="updates.loadFailed" onRetry={() => void activations.refetch()} />
      )}
      {activations.isPending && <Loading label={t('updates.loading')} />}
      {activations.data?.length === 0 && <Text c="dimmed">{t('updates.activations.none')}</Text>}
      {activations.data?.map((activation) => (
        <ActivationCard key={activation.id} activation={activation} editable={editable} />
      ))}
    </Stack>
  );
}
