import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/AuthContext.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { DeploymentCard } from './DeploymentCard.tsx';
import { DeploymentForm } from './DeploymentForm.tsx';
import { useUpdatesQuery } from './updatesApi.ts';

/**
 * /data/deploymenttasks: the staged deployments with their live progress, and a new one's start; the one just
 * started is marked and brought into view.
 */
export function DeploymentsPage() {
  const { t } = useTranslation();
  const editable = usePermissions().has('UPDATEMGMT_EDIT');
  const deployments = useUpdatesQuery('deployments');
  const releases = useUpdatesQuery('releases');
  const [startedId, setStartedId] = useState<number | null>(null);
  return (
    <Stack p="lg" gap="lg">
      <Title order={1}>{t('menu.data.deploymenttasks')}</Title>
      {editable && releases.data && <DeploymentForm releases={releases.data} onStarted={setStartedId} />}
      {deployments.isError && (
        <LoadFailure messageKey="updates.loadFailed" onRetry={() => void deployments.refetch()} />
      )}
      {deployments.isPending && <Loading label={t('updates.loading')} />}
      {deployments.data?.length === 0 && <Text c="dimmed">{t('updates.deployments.none')}</Text>}
      {deployments.data?.map((deployment) => (
        <DeploymentCard
          key={deployment.id}
          deployment={deployment}
          editable={editable}
          started={deployment.id === startedId}
        />
      ))}
    </Stack>
  );
}
