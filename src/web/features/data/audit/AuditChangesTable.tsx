import { Spoiler, Stack, Switch, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, registryEntry } from '../../../../domain/registry/index.ts';
import { auditChanges } from './auditChanges.ts';
import { auditValueText } from './auditValue.ts';

// A long value (an area, a list of sirens) shows its first lines until asked for the rest.
const VALUE_HEIGHT_PX = 96;
const WRAP = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function AuditValue({ text }: { text: string }) {
  const { t } = useTranslation();
  if (!text)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('data.auditlog.detail.empty')}
      </Text>
    );
  return (
    <Spoiler
      maxHeight={VALUE_HEIGHT_PX}
      showLabel={t('data.auditlog.detail.more')}
      hideLabel={t('data.auditlog.detail.less')}
    >
      <Text size="sm" style={WRAP}>
        {text}
      </Text>
    </Spoiler>
  );
}

export interface AuditChangesTableProps {
  /** The entry's entity code: a registry key lends its field labels and value labels. */
  entity: string;
  before: unknown;
  after: unknown;
}

/**
 * An audit entry's record field by field, before and after: the changed fields, and on request the
 * unchanged ones below them. Fields of a registry entity carry its labels, others their technical name.
 */
export function AuditChangesTable({ entity, before, after }: AuditChangesTableProps) {
  const { t, i18n } = useTranslation();
  const [showUnchanged, setShowUnchanged] = useState(false);
  const changes = useMemo(() => auditChanges(before, after), [before, after]);
  if (changes.length === 0) return <Text c="dimmed">{t('data.auditlog.detail.noRecord')}</Text>;

  const entry = registryEntry(entity);
  const labelOf = (field: string) => {
    if (!field) return t('data.auditlog.detail.value');
    const key = entry && fieldLabelKey(entry, field);
    return key && i18n.exists(key) ? t(key) : field;
  };
  const labels = changes.map((change) => labelOf(change.field));
  const fields = changes.map((change, i) => ({
    ...change,
    // Two fields of one label (a reference and its name) are told apart by their technical names.
    label: labels.filter((l) => l === labels[i]).length > 1 ? `${labels[i]} (${change.field})` : labels[i],
    column: entry?.columns.find((c) => c.field === change.field),
  }));
  const row = (field: (typeof fields)[number]) => (
    <Table.Tr key={field.field} c={field.changed ? undefined : 'dimmed'}>
      <Table.Th scope="row" fw={field.changed ? 700 : 400} style={WRAP} title={field.field}>
        {field.label}
      </Table.Th>
      <Table.Td>
        <AuditValue text={auditValueText(field.before, field.column, t)} />
      </Table.Td>
      <Table.Td>
        <AuditValue text={auditValueText(field.after, field.column, t)} />
      </Table.Td>
    </Table.Tr>
  );
  const changed = fields.filter((f) => f.changed);
  const unchanged = fields.filter((f) => !f.changed);
  const shown = changed.length > 0 || showUnchanged;

  return (
    <Stack gap="xs">
      <Text size="sm">
        {changed.length > 0
          ? t('data.auditlog.detail.changed', { count: changed.length })
          : t('data.auditlog.detail.nothingChanged')}
      </Text>
      {unchanged.length > 0 && (
        <Switch
          checked={showUnchanged}
          onChange={(event) => setShowUnchanged(event.currentTarget.checked)}
          label={t('data.auditlog.detail.showUnchanged', { count: unchanged.length })}
        />
      )}
      {shown && (
        <Table layout="fixed" aria-label={t('data.auditlog.detail.changes')} verticalSpacing={6}>
          <colgroup>
            <col style={{ width: '26%' }} />
            <col style={{ width: '37%' }} />
            <col style={{ width: '37%' }} />
          </colgroup>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('data.auditlog.detail.field')}</Table.Th>
              <Table.Th>{t('data.auditlog.fields.before')}</Table.Th>
              <Table.Th>{t('data.auditlog.fields.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changed.map(row)}
            {showUnchanged && changed.length > 0 && (
              <Table.Tr>
                <Table.Th colSpan={3} scope="rowgroup" c="dimmed">
                  {t('data.auditlog.detail.unchanged')}
                </Table.Th>
              </Table.Tr>
            )}
            {showUnchanged && unchanged.map(row)}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
