import { Checkbox, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_PICKED_VALUES } from '../../../../domain/registry/query.ts';

// Thousands of check boxes make the popup slow; the first ones show, typing narrows the rest.
const SHOWN_AT_ONCE = 200;

export interface ValueCheckboxesProps {
  /** The values matching the search, with their labels; null while loading. */
  values: readonly { value: string; label: string }[] | null;
  picked: ReadonlySet<string>;
  onToggle(value: string, on: boolean): void;
}

/** The check boxes of a value list; at most 100 values can be picked. */
export function ValueCheckboxes({ values, picked, onToggle }: ValueCheckboxesProps) {
  const { t } = useTranslation();
  const full = picked.size >= MAX_PICKED_VALUES;
  const hidden = (values?.length ?? 0) - SHOWN_AT_ONCE;
  return (
    <>
      <ScrollArea.Autosize mah={260} type="auto">
        <Stack gap={4} role="group" aria-label={t('data.valueList.values')}>
          {values === null && <Text size="xs">{t('data.grid.loading')}</Text>}
          {values?.length === 0 && <Text size="xs">{t('data.valueList.empty')}</Text>}
          {values?.slice(0, SHOWN_AT_ONCE).map(({ value, label }) => (
            <Checkbox
              key={value}
              size="xs"
              label={label || value}
              checked={picked.has(value)}
              disabled={full && !picked.has(value)}
              onChange={(event) => onToggle(value, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {hidden > 0 && (
        <Text size="xs" c="dimmed">
          {t('data.valueList.more', { count: hidden })}
        </Text>
      )}
      {full && (
        <Text size="xs" c="dimmed">
          {t('data.valueList.full', { count: MAX_PICKED_VALUES })}
        </Text>
      )}
    </>
  );
}
