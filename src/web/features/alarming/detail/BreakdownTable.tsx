import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ResultTotals, SIREN_RESULT_STATES } from '../../../../domain/alarming.ts';
import type { OperationMode } from '../../../../domain/session.ts';
import { resultStateText } from '../alarmLabels.ts';

export interface BreakdownTableProps {
  title: string;
  /** Header of the first column (canton, bearer). */
  keyLabel: string;
  rows: readonly { label: string; totals: ResultTotals }[];
  /** The alarm's mode: it words the states' headers. */
  mode: OperationMode;
}

/** Sirens per result state for each canton or bearer, one row each. */
export function BreakdownTable({ title, keyLabel, rows, mode }: BreakdownTableProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder verticalSpacing={4} aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{keyLabel}</Table.Th>
              {SIREN_RESULT_STATES.map((state) => (
                <Table.Th key={state} ta="right">
                  {resultStateText(state, mode, t)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">{row.label}</Table.Th>
                {SIREN_RESULT_STATES.map((state) => (
                  <Table.Td key={state} ta="right">
                    {row.totals[state]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
