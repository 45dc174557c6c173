import { Card, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventHistoryEntry } from '../../../../domain/eventApi.ts';
import { readNationalDecisionDetail } from '../../../../domain/eventWorkflow.ts';
import type { Language } from '../../../../domain/session.ts';
import { actorName } from '../../../ui/actorName.ts';
import { LoadFailure } from '../../../ui/LoadFailure.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { cantonNames, formatEventTime, stateLabelKey } from '../eventLabels.ts';
import { useEventHistory } from './useEventQueries.ts';

// How the free `detail` of an entry reads depends on what happened.
const DETAIL_KEYS: Partial<Record<EventHistoryEntry['action'], string>> = {
  REJECT: 'events.timeline.details.note',
  WITHDRAW: 'events.timeline.details.note',
  APPROVE: 'events.timeline.details.canton',
  PUBLISHED: 'events.timeline.details.version',
  FALSE_ALARM: 'events.timeline.details.correction',
  CORRECTED: 'events.timeline.details.corrected',
};

/** The free detail as the entry's text takes it: a canton's own approval names the canton, not its code. */
function shownDetail(action: EventHistoryEntry['action'], detail: string, language: Language): string {
  return action === 'APPROVE' ? (cantonNames([detail], language)[0] ?? detail) : detail;
}

/** A national decision in the cantons' place: for which cantons (by name), then the reason of a rejection. */
function NationalDecisionDetail({ detail }: { detail: string }) {
  const { t, i18n } = useTranslation();
  const { states, note } = readNationalDecisionDetail(detail);
  const codes = states
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  const cantons = cantonNames(codes, i18n.language as Language).join(', ');
  return (
    <>
      <Text size="sm">{t('events.timeline.details.nationalFor', { count: codes.length, cantons })}</Text>
      {note && <Text size="sm">{t('events.timeline.details.note', { detail: note })}</Text>}
    </>
  );
}

function TimelineEntry({ entry }: { entry: EventHistoryEntry }) {
  const { t, i18n } = useTranslation();
  const transition =
    entry.fromState && entry.toState && entry.fromState !== entry.toState
      ? t('events.timeline.transition', {
          from: t(stateLabelKey(entry.fromState)),
          to: t(stateLabelKey(entry.toState)),
        })
      : null;
  const detailKey = DETAIL_KEYS[entry.action];
  // A channel that could not carry a publication is named by its code.
  const channelEntry = entry.action === 'CHANNEL_UNAVAILABLE' || entry.action === 'CHANNEL_DISABLED';
  const nationalEntry = entry.action === 'NATIONAL_APPROVE' || entry.action === 'NATIONAL_REJECT';
  return (
    <>
      <Text size="sm">
        {t('events.timeline.byAt', {
          user: actorName(entry.userName, t),
          time: formatEventTime(entry.at, true),
        })}
      </Text>
      {transition && (
        <Text size="sm" c="dimmed">
          {transition}
        </Text>
      )}
      {entry.detail && nationalEntry && <NationalDecisionDetail detail={entry.detail} />}
      {entry.detail && !nationalEntry && (
        <Text size="sm">
          {channelEntry
            ? t(`events.timeline.channels.${entry.detail}`)
            : detailKey
              ? t(detailKey, { detail: shownDetail(entry.action, entry.detail, i18n.language as Language) })
              : entry.detail}
        </Text>
      )}
    </>
  );
}

/** Every state change and edit of the event, oldest first: what, who, and when in Swiss time to the second. */
export function EventTimeline({
  eventId,
  correctionSeconds,
}: {
  eventId: number;
  correctionSeconds: number | null;
}) {
  const { t } = useTranslation();
  const history = useEventHistory(eventId);
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('events.timeline.title')}
      </Title>
      {history.isPending && <Loading label={t('events.timeline.loading')} />}
      {history.isError && (
        <LoadFailure messageKey="events.timeline.loadFailed" onRetry={() => void history.refetch()} />
      )}
      {history.data && (
        <Timeline
          bulletSize={14}
          lineWidth={2}
          active={history.data.length - (correctionSeconds === null ? 1 : 0)}
          aria-label={t('events.timeline.title')}
        >
          {history.data.map((entry) => (
            <Timeline.Item key={entry.id} title={t(`events.timeline.actions.${entry.action}`)}>
              <TimelineEntry entry={entry} />
            </Timeline.Item>
          ))}
          {correctionSeconds !== null && (
            <Timeline.Item title={t('events.detail.correction.seconds', { seconds: correctionSeconds })} />
          )}
        </Timeline>
      )}
    </Card>
  );
}
