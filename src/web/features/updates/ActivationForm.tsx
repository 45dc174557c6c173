import { Button, Group, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANTON_CODES } from '../../../domain/cantons.ts';
import type { Release } from '../../../domain/updates.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useWriteAction } from '../../api/useWriteAction.ts';
import { ZurichDateTimeInput } from '../../ui/dates/ZurichDateTimeInput.tsx';
import { updatesApi, updatesKeys } from './updatesApi.ts';

/** Schedules the activation of a transferred release in chosen cantons at a time (now when left empty). */
export function ActivationForm({ releases }: { releases: readonly Release[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const act = useWriteAction(updatesKeys.all);
  const [releaseId, setReleaseId] = useState<string | null>(null);
  const [stateCodes, setStateCodes] = useState<string[]>([]);
  const [at, setAt] = useState<string | null>(null);
  const available = releases.filter((release) => release.status === 'AVAILABLE');
  const submit = () =>
    void act(() =>
      updatesApi(api).activate({
        releaseId: Number(releaseId),
        stateCodes,
        scheduledAt: at ?? new Date().toISOString(),
      }),
    );
  return (
    <Stack gap="sm" maw={720}>
      <Title order={2}>{t('updates.activations.schedule')}</Title>
      <Text size="sm" c="dimmed">
        {t('updates.activations.freezeNote')}
      </Text>
      <Select
        label={t('updates.activations.release')}
        placeholder={t(
          available.length ? 'updates.activations.pickRelease' : 'updates.activations.noneTransferred',
        )}
        data={available.map((r) => ({ value: String(r.id), label: `${r.deviceKind} ${r.version}` }))}
        value={releaseId}
        onChange={setReleaseId}
      />
      <MultiSelect
        label={t('updates.activations.cantons')}
        placeholder={stateCodes.length ? undefined : t('updates.activations.allCantons')}
        data={[...CANTON_CODES]}
        value={stateCodes}
        onChange={setStateCodes}
        searchable
      />
      <ZurichDateTimeInput label={t('updates.activations.at')} value={at} onChange={setAt} />
      <Group>
        <Button onClick={submit} disabled={!releaseId}>
          {t('updates.activations.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
