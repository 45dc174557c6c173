import { Select, Stack, TextInput } from '@mantine/core';
import { upperFirst } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAP_CATEGORIES, type CapCategory } from '../../../domain/cap.ts';
import { LANGUAGES, type Language } from '../../../domain/session.ts';
import type { CatalogueEntry, CatalogueEntryWrite, CatalogueKind } from '../../../domain/textCatalogue.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { emptyTexts, LanguageFields } from './LanguageFields.tsx';
import { FormButtons, TextList } from './TextList.tsx';
import { textsCalls, textsKeys } from './textsApi.ts';
import { useConfirmedDelete } from './useConfirmedDelete.ts';
import { useTextsLive } from './useTextsLive.ts';

const PICTOGRAM_OF: Partial<Record<CatalogueKind, 'behavior' | 'eventtype'>> = {
  behavior: 'behavior',
  eventtype: 'eventtype',
};

function EntryForm({
  kind,
  entry,
  onDone,
}: {
  kind: CatalogueKind;
  entry: CatalogueEntry | null;
  onDone(): void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const onError = useHttpErrorHandler();
  const [write, setWrite] = useState<CatalogueEntryWrite>(
    entry ?? { code: '', texts: emptyTexts(), category: null, capCategory: null, pictogram: null },
  );
  const pictogramKind = PICTOGRAM_OF[kind];
  const categories = useQuery({
    queryKey: textsKeys.catalogue('eventcategory'),
    queryFn: () => textsCalls.catalogue(api, 'eventcategory'),
    enabled: kind === 'eventtype',
  });
  const pictograms = useQuery({
    queryKey: textsKeys.pictograms(pictogramKind ?? 'behavior'),
    queryFn: () => textsCalls.pictograms(api, pictogramKind ?? 'behavior'),
    enabled: pictogramKind !== undefined,
  });
  const save = useMutation({
    mutationFn: () => textsCalls.saveEntry(api, kind, entry?.id ?? null, write),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: textsKeys.catalogue(kind) });
      onDone();
    },
    onError: (error) => onError(error, 'texts.saveFailed'),
  });
  const language = i18n.language as Language;
  return (
    <Stack gap="sm" maw={900}>
      <TextInput
        label={t('texts.code')}
        description={t('texts.codeHint')}
        value={write.code}
        onChange={(e) => setWrite({ ...write, code: e.currentTarget.value.toUpperCase() })}
        required
        maw={320}
      />
      <LanguageFields
        name="texts"
        labelKey="texts.text"
        value={write.texts}
        onChange={(texts) => setWrite({ ...write, texts })}
      />
      {kind === 'eventtype' && (
        <Select
          label={t('events.editor.category')}
          data={(categories.data ?? []).map((c) => ({ value: c.code, label: c.texts[language] }))}
          value={write.category}
          onChange={(category) => setWrite({ ...write, category })}
          clearable
          maw={320}
        />
      )}
      {kind === 'eventtype' && (
        <Select
          label={t('texts.capCategory')}
          description={t('texts.capCategoryHint')}
          data={CAP_CATEGORIES.map((value) => ({ value, label: t(`texts.capCategories.${value}`) }))}
          value={write.capCategory}
          onChange={(capCategory) => setWrite({ ...write, capCategory: capCategory as CapCategory | null })}
          required
          maw={480}
        />
      )}
      {pictogramKind && (
        <Select
          label={t('texts.pictogram')}
          data={(pictograms.data ?? []).map((p) => ({ value: p.code, label: p.label[language] }))}
          value={write.pictogram}
          onChange={(pictogram) => setWrite({ ...write, pictogram })}
          clearable
          maw={320}
        />
      )}
      <FormButtons
        saveLabel={t('texts.save')}
        canSave={!save.isPending}
        onSave={() => save.mutate()}
        onCancel={onDone}
      />
    </Stack>
  );
}

/** A catalogue page (/textpictograms/<kind>): every entry in four languages; TEXT_TEMPLATE_EDIT edits. */
export function CataloguePage({ kind }: { kind: CatalogueKind }) {
  useTextsLive();
  const { t } = useTranslation();
  const api = useApi();
  const canEdit = usePermissions().has('TEXT_TEMPLATE_EDIT');
  const [editing, setEditing] = useState<CatalogueEntry | 'new' | null>(null);
  const entries = useQuery({
    queryKey: textsKeys.catalogue(kind),
    queryFn: () => textsCalls.catalogue(api, kind),
  });
  const remove = useConfirmedDelete(textsKeys.catalogue(kind), (client, id) =>
    textsCalls.deleteEntry(client, kind, id),
  );
  return (
    <TextList<CatalogueEntry>
      title={t(`texts.catalogue.${kind}`)}
      intro={t('texts.catalogue.intro')}
      addLabel={t('texts.add')}
      canEdit={canEdit}
      form={
        editing && (
          <EntryForm
            key={editing === 'new' ? 'new' : editing.id}
            kind={kind}
            entry={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )
      }
      onAdd={() => setEditing('new')}
      list={entries}
      columns={[
        { header: t('texts.code'), cell: (entry) => entry.code },
        ...LANGUAGES.map((language) => ({
          // French and Italian write a language's name in small letters; a column header starts with a capital.
          header: upperFirst(t(`texts.languages.${language}`)),
          cell: (entry: CatalogueEntry) => entry.texts[language],
        })),
        ...(kind === 'eventtype'
          ? [
              {
                header: t('texts.capCategory'),
                cell: (entry: CatalogueEntry) =>
                  entry.capCategory ? t(`texts.capCategories.${entry.capCategory}`) : '–',
              },
            ]
          : []),
      ]}
      onEdit={setEditing}
      onDelete={(entry) => void remove(entry.id, entry.code)}
    />
  );
}
