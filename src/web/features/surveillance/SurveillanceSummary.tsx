import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SIREN_CONDITIONS, type SirenCondition } from '../../../domain/devices.ts';
import { CONDITION_COLOURS, conditionKey } from './conditions.ts';

export interface SurveillanceSummaryProps {
  /** What is counted, already translated and with its total ("452 sirens"). */
  total: string;
  /** Undefined while the rows are loading: the summary says so instead of counting nothing. */
  counts: Record<SirenCondition, number> | undefined;
  /** "Loading the sirens …", shown until the counts are there. */
  loadingText: string;
}

/** The summary line: how many are shown and how many of them are in each condition. */
export function SurveillanceSummary({ total, counts, loadingText }: SurveillanceSummaryProps) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" aria-label={t('surveillance.summary')} role="group" data-testid="surveillance-summary">
      {counts === undefined ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text c="dimmed">{loadingText}</Text>
        </Group>
      ) : (
        <>
          <Text fw={600}>{total}</Text>
          {SIREN_CONDITIONS.map((condition) => (
            <Text key={condition} c={CONDITION_COLOURS[condition]}>
              {/* The label with the language's colon ("Panne : "), then the count in bold. */}
              {t('ui.labelValue', { label: t(conditionKey(condition)), value: '' })}
              <b>{counts[condition]}</b>
            </Text>
          ))}
        </>
      )}
    </Group>
  );
}
