import { List, Spoiler, Stack, Switch, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, registryEntry } from '../../../../domain/registry/index.ts';
import type { RegistryColumn } from '../../../../domain/registry/types.ts';
import { auditChanges, same } from './auditChanges.ts';
import { type AuditField, byRank, eventField, isEditStamp } from './auditFields.ts';
import { auditTextItems, auditValueText } from './auditValue.ts';

// A long value (an area, a list of sirens) shows its first lines until asked for the rest.
const VALUE_HEIGHT_PX = 96;
const WRAP = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** One value: its text, a list of texts one item per line, or «empty». */
function AuditValue({ value, column }: { value: unknown; column: RegistryColumn | undefined }) {
  const { t } = useTranslation();
  const items = auditTextItems(value, column);
  const text = items ? '' : auditValueText(value, column, t);
  if (!items && !text)
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
      {items ? (
        <List size="sm" spacing={4} style={{ overflowWrap: 'anywhere' }}>
          {items.map((item, i) => (
            // Items may repeat: their place tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: a recorded list never changes
            <List.Item key={i}>{item}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" style={WRAP}>
          {text}
        </Text>
      )}
    </Spoiler>
  );
}

export interface AuditChangesTableProps {
  /** The entry's entity code: a registry key lends its field labels and value labels. */
  entity: string;
  /** The entry's action: tells an edit stamp from a version that means something (a published one). */
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * An audit entry's record field by field, before and after: the changed fields, and on request the
 * unchanged ones below them; edit stamps left out. Fields of a registry entity carry its labels, those of
 * events and templates their own (in the editor's order), others their technical name.
 */
export function AuditChangesTable({ entity, action, before, after }: AuditChangesTableProps) {
  const { t, i18n } = useTranslation();
  const [showUnchanged, setShowUnchanged] = useState(false);
  const changes = useMemo(
    () => auditChanges(before, after).filter((change) => !isEditStamp(entity, action, change.field)),
    [entity, action, before, after],
  );
  if (changes.length === 0) return <Text c="dimmed">{t('data.auditlog.detail.noRecord')}</Text>;

  const entry = registryEntry(entity);
  const fieldOf = (field: string): AuditField => {
    if (!field) return { label: t('data.auditlog.detail.value'), rank: null, column: undefined };
    const key = entry && fieldLabelKey(entry, field);
    const column = entry?.columns.find((c) => c.field === field);
    if (key && i18n.exists(key)) return { label: t(key), rank: null, column };
    return eventField(entity, field, t) ?? { label: field, rank: null, column };
  };
  const described = changes
    .map((change) => ({ ...change, ...fieldOf(change.field) }))
    // Changed first; within each, known fields in their order, then the others as recorded.
    .sort((a, b) => Number(b.changed) - Number(a.changed) || byRank(a.rank, b.rank));
  // A field the record repeats under another name (an event's title beside its texts) shows once.
  const once = described.filter(
    (field, i) =>
      !described
        .slice(0, i)
        .some((o) => o.label === field.label && same(o.before, field.before) && same(o.after, field.after)),
  );
  const fields = once.map((field) => ({
    ...field,
    // Two fields of one label (a reference and its name) are told apart by their technical names.
    label:
      once.filter((other) => other.label === field.label).length > 1
        ? `${field.label} (${field.field})`
        : field.label,
  }));
  const row = (field: (typeof fields)[number]) => (
    <Table.Tr key={field.field} c={field.changed ? undefined : 'dimmed'}>
      <Table.Th scope="row" fw={field.changed ? 700 : 400} style={WRAP} title={field.field}>
        {field.label}
      </Table.Th>
      <Table.Td>
        <AuditValue value={field.before} column={field.column} />
      </Table.Td>
      <Table.Td>
        <AuditValue value={field.after} column={field.column} />
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
