import { Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/session.ts';
import type { ContactKind, PublicContact } from '../../../domain/templates.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { emptyTexts, LanguageFields, type PerLanguage } from './LanguageFields.tsx';
import { FormButtons, TextList } from './TextList.tsx';
import { textsCalls, textsKeys } from './textsApi.ts';
import { useConfirmedDelete } from './useConfirmedDelete.ts';
import { useTextsLive } from './useTextsLive.ts';

function ContactForm({
  kind,
  contact,
  onDone,
}: {
  kind: ContactKind;
  contact: PublicContact | null;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const onError = useHttpErrorHandler();
  const [label, setLabel] = useState<PerLanguage>(contact?.label ?? emptyTexts());
  const [value, setValue] = useState(contact?.value ?? '');
  const save = useMutation({
    mutationFn: () => textsCalls.saveContact(api, kind, contact?.id ?? null, { label, value }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: textsKeys.contacts(kind) });
      onDone();
    },
    onError: (error) => onError(error, 'texts.saveFailed'),
  });
  return (
    <Stack gap="sm" maw={900}>
      <LanguageFields name="label" labelKey="texts.contacts.label" value={label} onChange={setLabel} />
      <TextInput
        label={t(`texts.contacts.value.${kind}`)}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        required
        maw={420}
      />
      <FormButtons
        saveLabel={t('texts.save')}
        canSave={!save.isPending}
        onSave={() => save.mutate()}
        onCancel={onDone}
      />
    </Stack>
  );
}

/** /publiccontacts/phone and /url: the numbers and links the event editor offers, labelled per language. */
export function ContactsPage({ kind }: { kind: ContactKind }) {
  useTextsLive();
  const { t, i18n } = useTranslation();
  const api = useApi();
  const canEdit = usePermissions().has('TEXT_TEMPLATE_EDIT');
  const [editing, setEditing] = useState<PublicContact | 'new' | null>(null);
  const list = useQuery({
    queryKey: textsKeys.contacts(kind),
    queryFn: () => textsCalls.contacts(api, kind),
  });
  const remove = useConfirmedDelete(textsKeys.contacts(kind), (client, id) =>
    textsCalls.deleteContact(client, kind, id),
  );
  const language = i18n.language as Language;
  return (
    <TextList<PublicContact>
      title={t(`texts.contacts.${kind}`)}
      intro={t('texts.contacts.intro')}
      addLabel={t('texts.add')}
      canEdit={canEdit}
      form={
        editing && (
          <ContactForm
            key={editing === 'new' ? 'new' : editing.id}
            kind={kind}
            contact={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )
      }
      onAdd={() => setEditing('new')}
      list={list}
      emptyText={t('texts.contacts.empty')}
      columns={[
        { header: t('texts.contacts.label'), cell: (c) => c.label[language] },
        { header: t(`texts.contacts.value.${kind}`), cell: (c) => c.value },
      ]}
      onEdit={setEditing}
      onDelete={(c) => void remove(c.id, c.label[language])}
    />
  );
}
