import { Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EVENT_LIMITS, type EventContent } from '../../../../domain/eventContent.ts';
import type { Language } from '../../../../domain/session.ts';
import type { PublicContact } from '../../../../domain/templates.ts';
import { PublicContactOffer } from '../../texts/PublicContactOffer.tsx';

type Contact = EventContent['contacts'][number];
type Link = EventContent['links'][number];

export interface ContactFieldsProps {
  contacts: readonly Contact[];
  links: readonly Link[];
  onChange(change: { contacts: Contact[]; links: Link[] }): void;
}

function replaced<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current));
}

/** Who the population can call or write to, and links to further information. */
export function ContactFields({ contacts, links, onChange }: ContactFieldsProps) {
  const { t, i18n } = useTranslation();
  const max = EVENT_LIMITS.contactField;
  const setContacts = (next: Contact[]) => onChange({ contacts: next, links: [...links] });
  const setLinks = (next: Link[]) => onChange({ contacts: [...contacts], links: next });
  // A public contact goes in as the operator would type it, in the display language, within the limits.
  const take = (picked: PublicContact) => {
    const label = picked.label[i18n.language as Language].slice(0, max);
    if (picked.kind === 'phone' && contacts.length < EVENT_LIMITS.contacts)
      setContacts([...contacts, { name: label, phone: picked.value.slice(0, max), email: '' }]);
    if (picked.kind === 'url' && links.length < EVENT_LIMITS.links)
      setLinks([...links, { label, url: picked.value }]);
  };
  return (
    <Stack gap="sm">
      <PublicContactOffer onPick={take} />
      <Text fw={500} size="sm">
        {t('events.editor.contacts.title')}
      </Text>
      {contacts.map((contact, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no identity but their place
        <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
          {(['name', 'phone', 'email'] as const).map((field) => (
            <TextInput
              key={field}
              label={t(`events.editor.contacts.${field}`, { number: index + 1 })}
              value={contact[field]}
              maxLength={max}
              onChange={(event) =>
                setContacts(replaced(contacts, index, { ...contact, [field]: event.currentTarget.value }))
              }
            />
          ))}
          <CloseButton
            size="lg"
            mb={4}
            aria-label={t('events.editor.contacts.remove', { number: index + 1 })}
            onClick={() => setContacts(contacts.filter((_, i) => i !== index))}
          />
        </Group>
      ))}
      <Button
        variant="default"
        size="xs"
        w="fit-content"
        disabled={contacts.length >= EVENT_LIMITS.contacts}
        onClick={() => setContacts([...contacts, { name: '', phone: '', email: '' }])}
      >
        {t('events.editor.contacts.add')}
      </Button>
      <Text fw={500} size="sm">
        {t('events.editor.links.title')}
      </Text>
      {links.map((link, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: links have no identity but their place
        <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            label={t('events.editor.links.label', { number: index + 1 })}
            value={link.label}
            maxLength={max}
            onChange={(event) =>
              setLinks(replaced(links, index, { ...link, label: event.currentTarget.value }))
            }
          />
          <TextInput
            type="url"
            label={t('events.editor.links.url', { number: index + 1 })}
            value={link.url}
            maxLength={EVENT_LIMITS.url}
            placeholder={t('events.editor.links.urlPlaceholder')}
            error={link.url && !URL.canParse(link.url) ? t('events.editor.links.invalid') : null}
            style={{ flex: 1 }}
            onChange={(event) =>
              setLinks(replaced(links, index, { ...link, url: event.currentTarget.value }))
            }
          />
          <CloseButton
            size="lg"
            mb={4}
            aria-label={t('events.editor.links.remove', { number: index + 1 })}
            onClick={() => setLinks(links.filter((_, i) => i !== index))}
          />
        </Group>
      ))}
      <Button
        variant="default"
        size="xs"
        w="fit-content"
        disabled={links.length >= EVENT_LIMITS.links}
        onClick={() => setLinks([...links, { label: '', url: '' }])}
      >
        {t('events.editor.links.add')}
      </Button>
    </Stack>
  );
}
