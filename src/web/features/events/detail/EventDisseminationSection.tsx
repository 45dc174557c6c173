import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import type { Language } from '../../../../domain/session.ts';
import { lazyPart } from '../../../shell/errors/lazyPart.tsx';
import { cantonNames } from '../eventLabels.ts';
import { EventChannelList } from './EventChannelList.tsx';

// OpenLayers is the biggest part of the page: the map's chunk loads after the texts show.
const AreaMap = lazyPart(async () => (await import('../map/AreaMap.tsx')).AreaMap);

/**
 * Where the message goes: its area, the channels chosen (marked when one did not carry it), and the contacts
 * and links it names.
 */
export function EventDisseminationSection({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { area, contacts, links } = event.content;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('events.detail.area.title')}
        </Title>
        <Suspense
          fallback={
            <Text size="sm">
              {area.polygons.length > 0
                ? t('events.detail.area.drawn', { count: area.polygons.length })
                : t('events.detail.area.cantons', {
                    cantons: cantonNames(area.cantons, language).join(', ') || '–',
                  })}
            </Text>
          }
        >
          <AreaMap value={area} readOnly />
        </Suspense>
        <Title order={2} size="h4">
          {t('events.detail.channels.title')}
        </Title>
        <EventChannelList event={event} />
        {contacts.length > 0 && (
          <>
            <Title order={2} size="h4">
              {t('events.detail.contacts')}
            </Title>
            <List size="sm">
              {contacts.map((contact) => (
                <List.Item key={`${contact.name}-${contact.phone}-${contact.email}`}>
                  {[contact.name, contact.phone, contact.email].filter(Boolean).join(' · ')}
                </List.Item>
              ))}
            </List>
          </>
        )}
        {links.length > 0 && (
          <>
            <Title order={2} size="h4">
              {t('events.detail.links')}
            </Title>
            <List size="sm">
              {links.map((link) => (
                <List.Item key={link.url}>
                  <Anchor href={link.url} target="_blank" rel="noreferrer">
                    {link.label || link.url}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Card>
  );
}
