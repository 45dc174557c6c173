import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type AlarmTaskDetail,
  SIREN_BEARERS,
  type SirenBearer,
  type SirenResult,
} from '../../../../domain/alarming.ts';
import type { Language } from '../../../../domain/session.ts';
import { cantonNames } from '../../events/eventLabels.ts';
import { totalsBy } from '../progress.ts';
import { BreakdownTable } from './BreakdownTable.tsx';

export interface AlarmBreakdownsProps {
  task: AlarmTaskDetail;
  /** The live siren lines; until they are loaded the task's own totals per canton and bearer are shown. */
  rows: readonly SirenResult[] | undefined;
}

// The bearers in their usual order; the sirens without one (out of service, no answer yet) last.
const bearerOrder = (bearer: string | null) =>
  bearer === null ? SIREN_BEARERS.length : SIREN_BEARERS.indexOf(bearer as SirenBearer);

/** Totals per canton and per bearer, counted from the live siren lines so they move with the progress. */
export function AlarmBreakdowns({ task, rows }: AlarmBreakdownsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const byCanton = rows
    ? totalsBy(rows, (row) => row.stateCode).map(({ value, totals }) => ({ key: value, totals }))
    : task.byCanton.map(({ stateCode, totals }) => ({ key: stateCode, totals }));
  const byBearer = rows
    ? totalsBy(rows, (row) => row.bearer).map(({ value, totals }) => ({ key: value, totals }))
    : task.byBearer.map(({ bearer, totals }) => ({ key: bearer, totals }));
  const bearerLabel = (bearer: string | null) =>
    bearer ? t(`alarming.bearers.${bearer}`) : t('alarming.bearers.none');
  return (
    // Side by side only where both tables fit whole: the content's width counts, not the screen's.
    <SimpleGrid type="container" cols={{ base: 1, '1400px': 2 }} spacing="lg">
      <BreakdownTable
        title={t('alarming.detail.byCanton')}
        keyLabel={t('alarming.fields.canton')}
        mode={task.operationMode}
        rows={[...byCanton]
          .sort((a, b) => a.key.localeCompare(b.key))
          .map(({ key, totals }) => ({ label: cantonNames([key], language)[0] ?? key, totals }))}
      />
      <BreakdownTable
        title={t('alarming.detail.byBearer')}
        keyLabel={t('alarming.fields.bearer')}
        mode={task.operationMode}
        rows={[...byBearer]
          .sort((a, b) => bearerOrder(a.key) - bearerOrder(b.key))
          .map(({ key, totals }) => ({ label: bearerLabel(key), totals }))}
      />
    </SimpleGrid>
  );
}
