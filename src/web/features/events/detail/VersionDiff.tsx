import { Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventVersion } from '../../../../domain/eventApi.ts';
import type { Language } from '../../../../domain/session.ts';
import { DiffText } from './DiffText.tsx';
import { contentDiff } from './textDiff.ts';

/** Two published versions side by side in one text per field: what came in and what went out, per language. */
export function VersionDiff({ versions }: { versions: readonly EventVersion[] }) {
  const { t } = useTranslation();
  const latest = versions[versions.length - 1];
  const [fromNumber, setFromNumber] = useState(versions[versions.length - 2]?.number ?? 1);
  const [toNumber, setToNumber] = useState(latest?.number ?? 1);
  const before = versions.find((v) => v.number === fromNumber);
  const after = versions.find((v) => v.number === toNumber);
  const languages = [...new Set([...(after?.content.languages ?? []), ...(before?.content.languages ?? [])])];
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen && languages.includes(chosen) ? chosen : (after?.content.primaryLanguage ?? 'de');
  const options = versions.map((v) => ({
    value: String(v.number),
    label: t('events.versions.number', { number: v.number }),
  }));
  const diff = before && after ? contentDiff(before.content, after.content, language) : [];

  return (
    <Stack gap="sm" aria-label={t('events.versions.diff.title')} role="region">
      <Title order={3} size="h5">
        {t('events.versions.diff.title')}
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('events.versions.diff.from')}
          data={options}
          value={String(fromNumber)}
          onChange={(v) => v && setFromNumber(Number(v))}
          allowDeselect={false}
          w={160}
        />
        <Select
          label={t('events.versions.diff.to')}
          data={options}
          value={String(toNumber)}
          onChange={(v) => v && setToNumber(Number(v))}
          allowDeselect={false}
          w={160}
        />
        <SegmentedControl
          aria-label={t('events.versions.diff.language')}
          value={language}
          onChange={(value) => setChosen(value as Language)}
          data={languages.map((l) => ({ value: l, label: t(`shell.language.names.${l}`) }))}
        />
      </Group>
      {diff.every((d) => !d.changed) ? (
        <Text size="sm" c="dimmed">
          {t('events.versions.diff.unchanged')}
        </Text>
      ) : (
        diff
          .filter((d) => d.changed)
          .map((d) => (
            <div key={d.field}>
              <Text size="xs" c="dimmed">
                {t(`events.versions.diff.fields.${d.field}`)}
              </Text>
              <DiffText parts={d.parts} />
            </div>
          ))
      )}
    </Stack>
  );
}
