import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/session.ts';
import { type CantonFigures, pendingOf } from '../../../domain/sirenTest.ts';
import { useLanguage } from '../../i18n.ts';
import { cantonText, shareText } from './labels.ts';

/** The columns of a figures table, in order: also the export's. */
export const FIGURE_COLUMNS = [
  'canton',
  'total',
  'sounded',
  'failed',
  'noReport',
  'notTested',
  'pending',
  'share',
] as const;

/** One row's cells, as shown and exported. */
export function figureCells(
  row: CantonFigures,
  t: ReturnType<typeof useTranslation>['t'],
  language: Language,
): string[] {
  const c = row.counts;
  return [
    cantonText(row.stateCode, t),
    String(c.total - c.taken),
    String(c.SOUNDED),
    String(c.FAILED),
    String(c.NO_REPORT),
    String(c.NOT_TESTED),
    String(pendingOf(c)),
    shareText(row.share, language),
  ];
}

/** Per-canton figures with the national line first. */
export function FiguresTable({ rows, label }: { rows: CantonFigures[]; label: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table striped withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {FIGURE_COLUMNS.map((column) => (
            <Table.Th key={column}>{t(`sirenTest.columns.${column}`)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.stateCode} data-canton={row.stateCode}>
            {figureCells(row, t, language).map((cell, i) => (
              <Table.Td key={FIGURE_COLUMNS[i]}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
