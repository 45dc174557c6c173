import { Button, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/session.ts';
import type { PictogramKind, PictogramRead } from '../../../domain/textCatalogue.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { usePermissions } from '../../auth/AuthContext.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { PictogramUpload } from './PictogramUpload.tsx';
import { textsCalls, textsKeys } from './textsApi.ts';
import { useConfirmedDelete } from './useConfirmedDelete.ts';
import { useTextsLive } from './useTextsLive.ts';

/** /textpictograms/pictograms/<kind>: the pictogram images with their preview; TEXT_TEMPLATE_EDIT uploads. */
export function PictogramsPage({ kind }: { kind: PictogramKind }) {
  useTextsLive();
  const { t, i18n } = useTranslation();
  const api = useApi();
  const canEdit = usePermissions().has('TEXT_TEMPLATE_EDIT');
  const [editing, setEditing] = useState<PictogramRead | 'new' | null>(null);
  const list = useQuery({
    queryKey: textsKeys.pictograms(kind),
    queryFn: () => textsCalls.pictograms(api, kind),
  });
  const remove = useConfirmedDelete(textsKeys.pictograms(kind), (client, id) =>
    textsCalls.deletePictogram(client, kind, id),
  );
  const title = t(`texts.pictograms.${kind}`);
  const language = i18n.language as Language;
  return (
    <Stack p="lg" gap="md">
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {canEdit && !editing && (
          <Button onClick={() => setEditing('new')}>{t('texts.pictograms.new')}</Button>
        )}
      </Group>
      <Text c="dimmed" maw={760}>
        {t('texts.pictograms.intro')}
      </Text>
      {editing && (
        <PictogramUpload
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          pictogram={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {list.isError && <LoadFailure messageKey="texts.loadFailed" onRetry={() => void list.refetch()} />}
      {list.isPending && <Loading label={t('texts.loading')} />}
      {list.data?.length === 0 && <Text c="dimmed">{t('texts.pictograms.empty')}</Text>}
      {list.data && list.data.length > 0 && (
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('texts.pictograms.preview')}</Table.Th>
              <Table.Th>{t('texts.code')}</Table.Th>
              <Table.Th>{t('texts.pictograms.label')}</Table.Th>
              <Table.Th>{t('texts.pictograms.size')}</Table.Th>
              {canEdit && <Table.Th>{t('texts.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Image src={p.url} alt={p.label[language]} w={40} h={40} fit="contain" />
                </Table.Td>
                <Table.Td>{p.code}</Table.Td>
                <Table.Td>{p.label[language]}</Table.Td>
                <Table.Td>{t('texts.pictograms.kb', { kb: Math.ceil(p.bytes / 1024) })}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(p)}>
                        {t('texts.edit')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        onClick={() => void remove(p.id, p.code)}
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
