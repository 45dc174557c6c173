import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import type { Language } from '../../../../domain/session.ts';
import { actorName } from '../../../ui/actorName.ts';
import { cantonNames, formatEventTime } from '../eventLabels.ts';
import { useEventTypes } from '../useEventTypes.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** Who owns and wrote the event, when it went out, which cantons it reaches and who must still decide. */
export function EventFacts({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const { typeName } = useEventTypes();
  const language = i18n.language as Language;
  const names = (codes: string[]) => cantonNames(codes, language).join(', ') || '–';
  const when = (iso: string | null) => (iso ? formatEventTime(iso) : '–');
  const { validFrom, validUntil } = event.content;
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('events.detail.facts.title')}
      </Title>
      <SimpleGrid cols={2} spacing="sm" component="dl" m={0}>
        <Fact label={t('events.detail.facts.eventType')}>
          {event.eventType ? typeName(event.eventType) : '–'}
        </Fact>
        <Fact label={t('events.detail.facts.owner')}>{names([event.owningState])}</Fact>
        <Fact label={t('events.detail.facts.affectedCantons')}>{names(event.affectedStates)}</Fact>
        <Fact label={t('events.detail.facts.created')}>
          {t('events.detail.facts.byAt', {
            user: actorName(event.createdBy, t),
            time: when(event.createdAt),
          })}
        </Fact>
        <Fact label={t('events.detail.facts.submitted')}>
          {event.submittedBy
            ? t('events.detail.facts.byAt', {
                user: actorName(event.submittedBy, t),
                time: when(event.submittedAt),
              })
            : '–'}
        </Fact>
        <Fact label={t('events.detail.facts.published')}>
          {event.publishedAt
            ? t('events.detail.facts.publishedVersion', {
                time: when(event.publishedAt),
                version: event.publishedVersions,
              })
            : t('events.detail.facts.notPublished')}
        </Fact>
        <Fact label={t('events.detail.facts.validity')}>
          {validFrom || validUntil
            ? t('events.detail.facts.validFromUntil', { from: when(validFrom), until: when(validUntil) })
            : t('events.detail.facts.validityOpen')}
        </Fact>
        {event.state === 'APPROVAL_PENDING' && (
          <Fact label={t('events.detail.facts.awaitingApproval')}>
            {names(event.awaitingApprovalFrom)}
            {event.nationalMayDecideAt &&
              ` · ${t('events.detail.facts.nationalFrom', { time: when(event.nationalMayDecideAt) })}`}
          </Fact>
        )}
        {event.approvedBy.length > 0 && (
          <Fact label={t('events.detail.facts.approvedBy')}>{names(event.approvedBy)}</Fact>
        )}
        {event.nationallyApprovedFor.length > 0 && (
          <Fact label={t('events.detail.facts.nationallyApprovedFor')}>
            {t('events.detail.facts.nationallyApprovedForValue', {
              cantons: names(event.nationallyApprovedFor),
            })}
          </Fact>
        )}
      </SimpleGrid>
    </Card>
  );
}
