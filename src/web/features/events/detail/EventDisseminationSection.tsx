import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import type { EventChannels } from '../../../../domain/eventContent.ts';
import type { Language } from '../../../../domain/session.ts';
import { lazyPart } from '../../../shell/errors/lazyPart.tsx';
import { cantonNames } from '../eventLabels.ts';

// OpenLayers is the biggest part of the page: the map's chunk loads after the texts show.
const AreaMap = lazyPart(async () => (await import('../map/AreaMap.tsx')).AreaMap);

function channelLines(channels: EventChannels, t: TFunction): string[] {
  const lines: string[] = [];
  if (channels.sirens)
    lines.push(
      t('ui.labelValue', {
        label: t('events.detail.channels.sirens'),
        value: t(`events.editor.channels.signal.${channels.sirens}`),
      }),
    );
  if (channels.publicApp) lines.push(t('events.detail.channels.publicApp'));
  if (channels.icaro) lines.push(t('events.detail.channels.icaro'));
  if (channels.socialMedia) lines.push(t('events.detail.channels.socialMedia'));
  return lines;
}

/** Where the message goes: its area, the channels that carry it, and the contacts and links it names. */
export function EventDisseminationSection({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { area, channels, contacts, links } = event.content;
  const lines = channelLines(channels, t);
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
        {lines.length > 0 ? (
          <List size="sm">
            {lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('events.detail.channels.none')}</Text>
        )}
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
