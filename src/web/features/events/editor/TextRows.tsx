import { Button, CloseButton, Group, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_LIMITS } from '../../../../domain/eventContent.ts';

export interface TextRowsProps {
  /** Heading of the list, e.g. "Behaviour instructions". */
  label: string;
  /** Label of row i (numbered from 1). */
  rowLabel(index: number): string;
  rows: readonly string[];
  /** Rows the list has in any language: the same count in every tab. */
  count: number;
  max: number;
  addLabel: string;
  onChange(index: number, text: string): void;
  onAdd(): void;
  onRemove(index: number): void;
  /** Something shown after a row's text, e.g. its pictogram. */
  extra?(index: number): ReactNode;
}

/** A numbered list of texts whose rows are shared by every language: adding or removing one does so in all. */
export function TextRows({
  label,
  rowLabel,
  rows,
  count,
  max,
  addLabel,
  onChange,
  onAdd,
  onRemove,
  extra,
}: TextRowsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {label}
      </Text>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position, shared by all languages
        <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
          <Textarea
            label={rowLabel(index)}
            value={rows[index] ?? ''}
            onChange={(event) => onChange(index, event.currentTarget.value)}
            maxLength={EVENT_LIMITS.item}
            autosize
            minRows={1}
            style={{ flex: 1 }}
          />
          {extra?.(index)}
          <CloseButton
            size="lg"
            mb={2}
            aria-label={t('events.editor.removeRow', { row: rowLabel(index) })}
            onClick={() => onRemove(index)}
          />
        </Group>
      ))}
      <Button variant="default" size="xs" w="fit-content" disabled={count >= max} onClick={onAdd}>
        {addLabel}
      </Button>
    </Stack>
  );
}
