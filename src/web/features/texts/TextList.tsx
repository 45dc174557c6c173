import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewFocus } from '../../shell/focus/useViewFocus.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';

/** One column of a text list: its header and what a row shows in it. */
export interface TextColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
}

export interface TextListProps<Row extends { id: number }> {
  title: string;
  intro: string;
  addLabel: string;
  /** TEXT_TEMPLATE_EDIT: the add, edit and delete buttons show. */
  canEdit: boolean;
  /** The open form, above the list; while one is open, the add button hides. */
  form: ReactNode;
  onAdd(): void;
  /** The list's query (TanStack Query's result). */
  list: { data: Row[] | undefined; isError: boolean; isPending: boolean; refetch(): unknown };
  /** Said when the list is empty; without it an empty table shows. */
  emptyText?: string;
  columns: readonly TextColumn<Row>[];
  onEdit(row: Row): void;
  onDelete(row: Row): void;
}

/**
 * A page of the text administration (templates, contacts, catalogue, pictograms): title, add button,
 * introduction, the open form, and the list with its edit and delete buttons per row.
 */
export function TextList<Row extends { id: number }>(props: TextListProps<Row>) {
  const { t } = useTranslation();
  const { title, canEdit, form, list, columns } = props;
  // Closing the form takes the focus with it: it goes to the page's heading.
  useViewFocus(Boolean(form));
  return (
    <Stack p="lg" gap="md">
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {canEdit && !form && <Button onClick={props.onAdd}>{props.addLabel}</Button>}
      </Group>
      <Text c="dimmed" maw={760}>
        {props.intro}
      </Text>
      {form}
      {list.isError && <LoadFailure messageKey="texts.loadFailed" onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading label={t('texts.loading')} />}
      {props.emptyText && list.data?.length === 0 && <Text c="dimmed">{props.emptyText}</Text>}
      {list.data && (list.data.length > 0 || !props.emptyText) && (
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              {canEdit && <Table.Th>{t('texts.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                ))}
                {canEdit && (
                  <Table.Td>
                    {/* One above the other where the texts need the room (event types in German at 1366 px). */}
                    <Group gap="xs">
                      <Button size="xs" variant="default" onClick={() => props.onEdit(row)}>
                        {t('texts.edit')}
                      </Button>
                      <Button size="xs" color="red" variant="subtle" onClick={() => props.onDelete(row)}>
                        {t('texts.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** A text form's buttons: its own save (disabled while it cannot save) and cancel. */
export function FormButtons({
  saveLabel,
  canSave,
  onSave,
  onCancel,
}: {
  saveLabel: string;
  canSave: boolean;
  onSave(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button disabled={!canSave} onClick={onSave}>
        {saveLabel}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {t('texts.cancel')}
      </Button>
    </Group>
  );
}
