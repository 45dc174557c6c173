import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  EVENT_LIMITS,
  type EventContent,
  PICTOGRAMS,
  type Pictogram,
} from '../../../../domain/eventContent.ts';
import type { Language } from '../../../../domain/session.ts';
import { textsIn } from '../../../i18n.ts';
import { useCatalogueOptions } from '../../texts/useCatalogueOptions.ts';
import {
  rowCount,
  textsOf,
  withPictogram,
  withPictogramTexts,
  withRowAdded,
  withRowRemoved,
  withRowText,
  withTexts,
} from './contentEdits.ts';
import { TextRows } from './TextRows.tsx';

export interface LanguageTextsProps {
  content: EventContent;
  language: Language;
  /** Translated problems of this language's title and description, shown once the operator tried to submit. */
  errors: { title?: string; description?: string };
  onChange(edit: (content: EventContent) => EventContent): void;
}

/** Title, description, impacts and behaviour instructions of one language; pictograms are shared by all. */
export function LanguageTexts({ content, language, errors, onChange }: LanguageTextsProps) {
  const { t } = useTranslation();
  const texts = textsOf(content, language);
  const pictogramOptions = useCatalogueOptions('behavior', PICTOGRAMS, (value) =>
    t(`events.pictograms.${value}`),
  );
  // A pictogram brings its standard instruction into every language where the instruction is still empty.
  const choosePictogram = async (index: number, pictogram: Pictogram | null) => {
    if (!pictogram) return onChange((current) => withPictogram(current, index, null));
    const texts = await Promise.all(content.languages.map(async (l) => [l, await textsIn(l)] as const));
    const standard = new Map(texts);
    onChange((current) =>
      withPictogramTexts(
        current,
        index,
        pictogram,
        (l) => standard.get(l)?.(`events.pictograms.${pictogram}`) ?? '',
      ),
    );
  };
  return (
    <Stack gap="sm" lang={language}>
      <TextInput
        label={t('events.editor.texts.title')}
        value={texts.title}
        maxLength={EVENT_LIMITS.title}
        error={errors.title}
        withAsterisk
        onChange={(event) => {
          const title = event.currentTarget.value;
          onChange((current) => withTexts(current, language, { title }));
        }}
      />
      <Textarea
        label={t('events.editor.texts.description')}
        value={texts.description}
        maxLength={EVENT_LIMITS.description}
        error={errors.description}
        withAsterisk
        autosize
        minRows={3}
        onChange={(event) => {
          const description = event.currentTarget.value;
          onChange((current) => withTexts(current, language, { description }));
        }}
      />
      <TextRows
        label={t('events.editor.texts.impacts')}
        rowLabel={(index) => t('events.editor.texts.impact', { number: index + 1 })}
        rows={texts.impacts}
        count={rowCount(content, 'impacts')}
        max={EVENT_LIMITS.impacts}
        addLabel={t('events.editor.texts.addImpact')}
        onChange={(index, text) =>
          onChange((current) => withRowText(current, language, 'impacts', index, text))
        }
        onAdd={() => onChange((current) => withRowAdded(current, 'impacts'))}
        onRemove={(index) => onChange((current) => withRowRemoved(current, 'impacts', index))}
      />
      <TextRows
        label={t('events.editor.texts.instructions')}
        rowLabel={(index) => t('events.editor.texts.instruction', { number: index + 1 })}
        rows={texts.instructions}
        count={rowCount(content, 'instructions')}
        max={EVENT_LIMITS.instructions}
        addLabel={t('events.editor.texts.addInstruction')}
        onChange={(index, text) =>
          onChange((current) => withRowText(current, language, 'instructions', index, text))
        }
        onAdd={() => onChange((current) => withRowAdded(current, 'instructions'))}
        onRemove={(index) => onChange((current) => withRowRemoved(current, 'instructions', index))}
        extra={(index) => (
          <Select
            label={t('events.editor.texts.pictogram', { number: index + 1 })}
            data={pictogramOptions}
            value={content.pictograms[index] ?? null}
            onChange={(next) => void choosePictogram(index, next as Pictogram | null)}
            placeholder={t('events.editor.texts.noPictogram')}
            clearable
            w={220}
          />
        )}
      />
    </Stack>
  );
}
