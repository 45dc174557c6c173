import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeviceReportLine } from '../../../domain/devices.ts';
import { formatEventTime } from '../events/eventLabels.ts';
import { reportText, reportTypeText } from './reportText.ts';

export interface DeviceReportListProps {
  lines: readonly DeviceReportLine[];
  /** Commands sent from this panel: their answers stand out. */
  sentIds: ReadonlySet<string>;
}

/** A device's answers, newest first: time, bearer, type and what it said. */
export function DeviceReportList({ lines, sentIds }: DeviceReportListProps) {
  const { t, i18n } = useTranslation();
  if (!lines.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('devices.reports.none')}
      </Text>
    );
  }
  return (
    <Table striped aria-label={t('devices.reports.title')} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('devices.reports.at')}</Table.Th>
          <Table.Th>{t('devices.reports.bearer')}</Table.Th>
          <Table.Th>{t('devices.reports.type')}</Table.Th>
          <Table.Th>{t('devices.reports.text.title')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.seq} fw={line.commandId && sentIds.has(line.commandId) ? 600 : undefined}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatEventTime(line.at, true)}</Table.Td>
            <Table.Td>{t(`surveillance.bearers.${line.bearer}`)}</Table.Td>
            <Table.Td>{reportTypeText(line.type, t, (key) => i18n.exists(key))}</Table.Td>
            <Table.Td style={{ fontFamily: line.type === 'rawAnswer' ? 'monospace' : undefined }}>
              {reportText(line, t)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
