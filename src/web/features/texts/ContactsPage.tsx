import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/session.ts';
import type { ContactKind, PublicContact } from '../../../domain/templates.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { emptyTexts, LanguageFields, type PerLanguage } from './LanguageFields.tsx';
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
  const title = t(`texts.contacts.${kind}`);
  const language = i18n.language as Language;
  return (
    <Stack p="lg" gap="md">
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {canEdit && !editing && <Button onClick={() => setEditing('new')}>{t('texts.add')}</Button>}
      </Group>
      <Text c="dimmed" maw={760}>
        {t('texts.contacts.intro')}
      </Text>
      {editing && (
        <ContactForm
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          contact={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {list.isError && <LoadFailure messageKey="texts.loadFailed" onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading label={t('texts.loading')} />}
      {list.data?.length === 0 && <Text c="dimmed">{t('texts.contacts.empty')}</Text>}
      {list.data && list.data.length > 0 && (
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('texts.contacts.label')}</Table.Th>
              <Table.Th>{t(`texts.contacts.value.${kind}`)}</Table.Th>
              {canEdit && <Table.Th>{t('texts.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.label[language]}</Table.Td>
                <Table.Td>{c.value}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(c)}>
                        {t('texts.edit')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        onClick={() => void remove(c.id, c.label[language])}
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
