import { Image } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/session.ts';
import type { PictogramKind, PictogramRead } from '../../../domain/textCatalogue.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { usePermissions } from '../../auth/AuthContext.ts';
import { PictogramUpload } from './PictogramUpload.tsx';
import { TextList } from './TextList.tsx';
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
  const language = i18n.language as Language;
  return (
    <TextList<PictogramRead>
      title={t(`texts.pictograms.${kind}`)}
      intro={t('texts.pictograms.intro')}
      addLabel={t('texts.pictograms.new')}
      canEdit={canEdit}
      form={
        editing && (
          <PictogramUpload
            key={editing === 'new' ? 'new' : editing.id}
            kind={kind}
            pictogram={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )
      }
      onAdd={() => setEditing('new')}
      list={list}
      emptyText={t('texts.pictograms.empty')}
      columns={[
        {
          header: t('texts.pictograms.preview'),
          cell: (p) => <Image src={p.url} alt={p.label[language]} w={40} h={40} fit="contain" />,
        },
        { header: t('texts.code'), cell: (p) => p.code },
        { header: t('texts.pictograms.label'), cell: (p) => p.label[language] },
        {
          header: t('texts.pictograms.size'),
          cell: (p) => t('texts.pictograms.kb', { kb: Math.ceil(p.bytes / 1024) }),
        },
      ]}
      onEdit={setEditing}
      onDelete={(p) => void remove(p.id, p.code)}
    />
  );
}
