import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPES, type MessageType, SEVERITY_COLOURS } from '../../../../domain/events.ts';
import classes from './editor.module.css';

export interface MessageTypeFieldProps {
  value: MessageType | null;
  error?: string | null;
  onChange(value: MessageType): void;
}

/** The four message levels, each in its map colour with what it means for the population. */
export function MessageTypeField({ value, error, onChange }: MessageTypeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Radio.Group
      label={t('events.editor.messageType.label')}
      value={value}
      onChange={(next) => onChange(next as MessageType)}
      error={error}
      withAsterisk
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs" mt="xs">
        {MESSAGE_TYPES.map((type) => (
          <Radio.Card
            key={type}
            value={type}
            className={classes.typeCard}
            style={{ borderInlineStartColor: SEVERITY_COLOURS[type] }}
            // Named and described explicitly: browsers do not all name a radio card from its paragraphs.
            aria-label={t(`dashboard.messageTypes.${type}`)}
            aria-describedby={`${id}-${type}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2}>
                <Text fw={700}>{t(`dashboard.messageTypes.${type}`)}</Text>
                <Text size="sm" c="dimmed" id={`${id}-${type}`}>
                  {t(`events.editor.messageType.meaning.${type}`)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
