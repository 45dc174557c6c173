import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SIREN_CONDITIONS, type SirenCondition } from '../../../domain/devices.ts';
import { CONDITION_COLOURS, conditionKey } from './conditions.ts';

export interface SurveillanceSummaryProps {
  /** What is counted, already translated and with its total ("452 sirens"). */
  total: string;
  counts: Record<SirenCondition, number>;
}

/** The summary line: how many are shown and how many of them are in each condition. */
export function SurveillanceSummary({ total, counts }: SurveillanceSummaryProps) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" aria-label={t('surveillance.summary')} role="group" data-testid="surveillance-summary">
      <Text fw={600}>{total}</Text>
      {SIREN_CONDITIONS.map((condition) => (
        <Text key={condition} c={CONDITION_COLOURS[condition]}>
          {/* The label with the language's colon ("Panne : "), then the count in bold. */}
          {t('ui.labelValue', { label: t(conditionKey(condition)), value: '' })}
          <b>{counts[condition]}</b>
        </Text>
      ))}
    </Group>
  );
}
