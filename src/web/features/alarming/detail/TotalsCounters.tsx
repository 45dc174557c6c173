import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ResultTotals,
  SIREN_RESULT_STATES,
  type SirenResultState,
} from '../../../../domain/alarming.ts';
import type { OperationMode } from '../../../../domain/session.ts';
import { resultStateText, STATE_COLOURS } from '../alarmLabels.ts';

function Counter({ state, value, mode }: { state: SirenResultState; value: number; mode: OperationMode }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Paper
      withBorder
      p="xs"
      role="group"
      aria-labelledby={labelId}
      style={{ borderLeft: `4px solid var(--mantine-color-${STATE_COLOURS[state]}-6)` }}
    >
      <Text id={labelId} size="sm" c="gray.7">
        {resultStateText(state, mode, t)}
      </Text>
      <Text fz={26} fw={700} lh={1.2} data-testid={`total-${state}`}>
        {value}
      </Text>
    </Paper>
  );
}

/** The task's sirens per result state, as counters that follow the live progress. */
export function TotalsCounters({ totals, mode }: { totals: ResultTotals; mode: OperationMode }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('alarming.detail.totals')}>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
        {SIREN_RESULT_STATES.map((state) => (
          <Counter key={state} state={state} value={totals[state]} mode={mode} />
        ))}
      </SimpleGrid>
    </section>
  );
}
