import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { auditlog } from '../../../../domain/registry/auditlog.ts';
import { fieldLabelKey } from '../../../../domain/registry/index.ts';
import { OpenModal } from '../../../ui/OpenModal.tsx';
import type { RowDetailProps } from '../DataGridPage.tsx';
import { AuditChangesTable } from './AuditChangesTable.tsx';
import { auditValueText } from './auditValue.ts';

// Who did what to which object, when: above the comparison.
const SUMMARY = ['at', 'userName', 'organisation', 'action', 'entity', 'entityId', 'requestId'] as const;

/** An audit log entry: who did what when, and its record before and after, field by field. */
export function AuditEntryDetail({ row, title, onClose }: RowDetailProps) {
  const { t } = useTranslation();
  const summary = SUMMARY.map((field) => {
    const column = auditlog.columns.find((c) => c.field === field);
    return { field, text: auditValueText(row[field], column, t) };
  }).filter(({ text }) => text);
  return (
    <OpenModal onClose={onClose} title={title} size="xl" closeButtonProps={{ 'aria-label': t('ui.close') }}>
      <Stack gap="md">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
          {summary.map(({ field, text }) => (
            <div key={field}>
              <Text component="dt" size="xs" c="dimmed">
                {t(fieldLabelKey(auditlog, field))}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {text}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <AuditChangesTable
          entity={String(row.entity)}
          action={String(row.action)}
          before={row.before}
          after={row.after}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('data.form.close')}
          </Button>
        </Group>
      </Stack>
    </OpenModal>
  );
}
