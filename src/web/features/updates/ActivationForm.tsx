import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Release } from '../../../domain/updates.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useLanguage } from '../../i18n.ts';
import { localeOf } from '../../shell/timeZone.ts';
import { CantonMultiSelect } from '../../ui/CantonMultiSelect.tsx';
import { ZurichDateTimeInput } from '../../ui/dates/ZurichDateTimeInput.tsx';
import { formatDate } from '../data/grid/formatValue.ts';
import { updatesApi } from './updatesApi.ts';
import { useCantonScope } from './useCantonScope.ts';
import { useScopedWrite } from './useScopedWrite.ts';

/** Schedules the activation of a transferred release in chosen cantons at a time (now when left empty). */
export function ActivationForm({ releases }: { releases: readonly Release[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const start = useScopedWrite();
  const cantonScope = useCantonScope();
  const number = new Intl.NumberFormat(localeOf(useLanguage()));
  const [releaseId, setReleaseId] = useState<string | null>(null);
  const [stateCodes, setStateCodes] = useState<string[]>([]);
  const [at, setAt] = useState<string | null>(null);
  const available = releases.filter((release) => release.status === 'AVAILABLE');
  const chosen = available.find((release) => String(release.id) === releaseId);
  const submit = () => {
    if (!chosen) return;
    const body = { releaseId: chosen.id, stateCodes, scheduledAt: at ?? new Date().toISOString() };
    const scope = cantonScope(stateCodes);
    void start(
      () => updatesApi(api).activationReach(body),
      ({ devices }) => ({
        title: t('updates.activations.scheduleTitle', { kind: chosen.deviceKind, version: chosen.version }),
        message: t('updates.activations.scheduleMessage', {
          kind: chosen.deviceKind,
          version: chosen.version,
          devices: number.format(devices),
          scope: scope.text,
          at: at ? formatDate(at) : t('updates.activations.now'),
        }),
        buttonOkName: t('updates.activations.submit'),
        buttonNotOkName: t('updates.activations.scheduleKeep'),
        critical: scope.national,
      }),
      () => updatesApi(api).activate(body),
    );
  };
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
      <CantonMultiSelect
        label={t('updates.activations.cantons')}
        placeholder={t('updates.activations.allCantons')}
        value={stateCodes}
        onChange={setStateCodes}
      />
      <ZurichDateTimeInput label={t('updates.activations.at')} value={at} onChange={setAt} />
      <Group>
        <Button onClick={submit} disabled={!chosen}>
          {t('updates.activations.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
