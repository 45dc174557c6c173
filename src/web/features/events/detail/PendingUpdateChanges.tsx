import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import type { EventContent } from '../../../../domain/eventContent.ts';
import type { Language } from '../../../../domain/session.ts';
import { DiffText } from './DiffText.tsx';
import type { DiffPart } from './textDiff.ts';
import { changedPartNames, updateChanges } from './updateChanges.ts';
import { useEventVersions } from './useEventQueries.ts';

function Change({ label, parts, children }: { label: string; parts?: DiffPart[]; children?: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {parts && parts.length > 0 && <DiffText parts={parts} />}
      {children}
    </div>
  );
}

/** The changes of a requested update against the version the population has now; parts without change are left out. */
function UpdateChangesView({ published, pending }: { published: EventContent; pending: EventContent }) {
  const { t, i18n } = useTranslation();
  const changes = updateChanges(published, pending, t, i18n.language as Language);
  if (changedPartNames(changes, t).length === 0)
    return <Text size="sm">{t('events.detail.pendingChanges.nothing')}</Text>;
  const { texts, messageType, cantons, drawnArea, channels } = changes;
  return (
    <Stack gap="sm">
      {texts.map(({ language, fields }) => (
        <Stack key={language} gap={4}>
          <Title order={3} size="h5">
            {t(`shell.language.names.${language}`)}
          </Title>
          {fields.map(({ field, parts }) => (
            <Change key={field} label={t(`events.versions.diff.fields.${field}`)} parts={parts} />
          ))}
        </Stack>
      ))}
      {messageType.length > 0 && (
        <Change label={t('events.detail.pendingChanges.messageType')} parts={messageType} />
      )}
      {(cantons.length > 0 || drawnArea) && (
        <Change label={t('events.detail.pendingChanges.area')} parts={cantons}>
          {drawnArea && <Text size="sm">{t('events.detail.pendingChanges.drawnArea')}</Text>}
        </Change>
      )}
      {channels.length > 0 && <Change label={t('events.detail.pendingChanges.channels')} parts={channels} />}
    </Stack>
  );
}

/** On a requested update: what it changes against the last published version, for the four eyes that approve it. */
export function PendingUpdateChanges({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const versions = useEventVersions(event.eventId);
  const published = versions.data?.at(-1);
  if (event.state !== 'UPDATE_PENDING' || !published) return null;
  return (
    <Card withBorder role="region" aria-label={t('events.detail.pendingChanges.title')}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('events.detail.pendingChanges.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('events.detail.pendingChanges.against', { number: published.number })}
          </Text>
        </div>
        <UpdateChangesView published={published.content} pending={event.content} />
      </Stack>
    </Card>
  );
}
