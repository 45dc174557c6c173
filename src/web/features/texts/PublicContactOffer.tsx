import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/session.ts';
import type { PublicContact } from '../../../domain/templates.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { textsCalls, textsKeys } from './textsApi.ts';
import { useTextsLive } from './useTextsLive.ts';

/**
 * The public contacts (/publiccontacts) offered in the event editor: picking one adds it to the message's
 * contacts (a phone number) or links. Shows nothing for a user who may not read them or when none exist.
 */
export function PublicContactOffer({ onPick }: { onPick(contact: PublicContact): void }) {
  useTextsLive();
  const { t, i18n } = useTranslation();
  const api = useApi();
  const options = { retry: false, staleTime: 60_000 } as const;
  const phones = useQuery({
    queryKey: textsKeys.contacts('phone'),
    queryFn: () => textsCalls.contacts(api, 'phone'),
    ...options,
  });
  const urls = useQuery({
    queryKey: textsKeys.contacts('url'),
    queryFn: () => textsCalls.contacts(api, 'url'),
    ...options,
  });
  const all = [...(phones.data ?? []), ...(urls.data ?? [])];
  if (all.length === 0) return null;
  const language = i18n.language as Language;
  const group = (kind: 'phone' | 'url') => ({
    group: t(`texts.contacts.${kind}`),
    items: all
      .filter((c) => c.kind === kind)
      .map((c) => ({ value: String(c.id), label: `${c.label[language]} (${c.value})` })),
  });
  return (
    <Select
      label={t('texts.contacts.offer')}
      data={[group('phone'), group('url')].filter((g) => g.items.length > 0)}
      value={null}
      onChange={(id) => {
        const contact = all.find((c) => String(c.id) === id);
        if (contact) onPick(contact);
      }}
      searchable
      maw={420}
    />
  );
}
