import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/session.ts';
import type { CatalogueEntry, CatalogueEntryWrite, CatalogueKind } from '../../../domain/textCatalogue.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { emptyTexts, LanguageFields } from './LanguageFields.tsx';
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
    entry ?? { code: '', texts: emptyTexts(), category: null, pictogram: null },
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
      <Group>
        <Button disabled={save.isPending} onClick={() => save.mutate()}>
          {t('texts.save')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('texts.cancel')}
        </Button>
      </Group>
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
  const title = t(`texts.catalogue.${kind}`);
  return (
    <Stack p="lg" gap="md">
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {canEdit && !editing && <Button onClick={() => setEditing('new')}>{t('texts.add')}</Button>}
      </Group>
      <Text c="dimmed" maw={760}>
        {t('texts.catalogue.intro')}
      </Text>
      {editing && (
        <EntryForm
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          entry={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {entries.isError && (
        <LoadFailure messageKey="texts.loadFailed" onRetry={() => void entries.refetch()} />
      )}
      {entries.isPending && <Loading label={t('texts.loading')} />}
      {entries.data && (
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('texts.code')}</Table.Th>
              {(['de', 'fr', 'it', 'en'] as const).map((l) => (
                <Table.Th key={l}>{t(`texts.languages.${l}`)}</Table.Th>
              ))}
              {canEdit && <Table.Th>{t('texts.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.data.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{entry.code}</Table.Td>
                {(['de', 'fr', 'it', 'en'] as const).map((l) => (
                  <Table.Td key={l}>{entry.texts[l]}</Table.Td>
                ))}
                {canEdit && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(entry)}>
                        {t('texts.edit')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        onClick={() => void remove(entry.id, entry.code)}
                      >
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
