import { Radio, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dam } from '../../../domain/water.ts';
import { formatAlarmTime } from '../alarming/alarmLabels.ts';
import { DamLockBadge } from './DamLockBadge.tsx';

const COLUMNS = ['name', 'canton', 'nearZone', 'state', 'changed'] as const;

/** One row per dam of the user's territory; a click on a row (or its radio) chooses the dam. */
export function DamTable({
  dams,
  chosen,
  onChoose,
}: {
  dams: readonly Dam[];
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={chosen === null ? null : String(chosen)}
      onChange={(value) => onChoose(Number(value))}
    >
      <Table.ScrollContainer minWidth={620}>
        <Table highlightOnHover verticalSpacing="xs" aria-label={t('water.list.label')}>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column}>{t(`water.list.columns.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dams.map((dam) => (
              <Table.Tr
                key={dam.id}
                onClick={() => onChoose(dam.id)}
                style={{ cursor: 'pointer' }}
                bg={dam.id === chosen ? 'var(--mantine-color-blue-light)' : undefined}
                data-dam-id={dam.id}
              >
                <Table.Td>
                  <Radio value={String(dam.id)} label={dam.name} />
                </Table.Td>
                <Table.Td>{dam.stateCode}</Table.Td>
                <Table.Td>
                  <Text size="sm">{t('water.list.sirens', { count: dam.nearZone?.sirenCount ?? 0 })}</Text>
                </Table.Td>
                <Table.Td>
                  {/* Badges clip their text when squeezed: the cell keeps the badge's full width. */}
                  <div style={{ minWidth: 'max-content' }}>
                    <DamLockBadge locked={dam.locked} />
                  </div>
                </Table.Td>
                <Table.Td>
                  {dam.changedBy
                    ? `${dam.changedBy}, ${formatAlarmTime(dam.changedAt)}`
                    : t('water.list.never')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Radio.Group>
  );
}
