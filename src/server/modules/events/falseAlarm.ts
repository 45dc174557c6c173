import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EventDetail } from '../../../domain/eventApi.ts';
import type { EventContent } from '../../../domain/eventContent.ts';
import { falseAlarmRefusal } from '../../../domain/eventWorkflow.ts';
import type { Language } from '../../../domain/session.ts';
import { formatSwissTime } from '../../../domain/swissTime.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Tx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';
import { announceEvent } from './commands.ts';
import { recordHistory } from './history.ts';
import { EVENT_KEYS } from './problems.ts';
import { findVisibleEvent, visibleEventDetail } from './queries.ts';
import { contentOf, type EventRow, titleOf } from './rows.ts';

// Addressed to the population as its other messages are: Sie, vous, and voi in Italian (eventAllClear.ts).
const WORDING: Record<
  Language,
  { title: (t: string) => string; description: (t: string, at: string) => string }
> = {
  de: {
    title: (t) => `Fehlalarm – «${t}» ist ungültig`,
    description: (t, at) =>
      `Die Meldung «${t}» vom ${at} ist ein Fehlalarm und ungültig. Beachten Sie nur Meldungen, die danach veröffentlicht werden.`,
  },
  fr: {
    title: (t) => `Fausse alarme – «\u00a0${t}\u00a0» n’est pas valable`,
    description: (t, at) =>
      `Le message «\u00a0${t}\u00a0» du ${at} est une fausse alarme et n’est pas valable. Tenez compte uniquement des messages publiés ensuite.`,
  },
  it: {
    title: (t) => `Falso allarme – «${t}» non è valido`,
    description: (t, at) =>
      `Il messaggio «${t}» del ${at} è un falso allarme e non è valido. Considerate solo i messaggi pubblicati in seguito.`,
  },
  en: {
    title: (t) => `False alarm – “${t}” is not valid`,
    description: (t, at) =>
      `The message “${t}” of ${at} is a false alarm and not valid. Only heed messages published after this one.`,
  },
};

/**
 * The correction's content: the wrong event's area, languages and channels, with texts saying the wrong
 * message is void, sent as an information. Sirens never sound for a correction.
 */
export function correctionContent(wrong: EventContent, publishedAt: Date): EventContent {
  const texts: EventContent['texts'] = {};
  for (const language of wrong.languages) {
    const title = wrong.texts[language]?.title ?? '';
    const wording = WORDING[language];
    texts[language] = {
      title: wording.title(title).slice(0, 120),
      description: wording.description(title, formatSwissTime(publishedAt)),
      impacts: [],
      instructions: [],
    };
  }
  // An information, not an alarm: the map must not show the void alarm's red again for its correction.
  return {
    ...wrong,
    messageType: 'INFORMATION',
    texts,
    pictograms: [],
    channels: { ...wrong.channels, sirens: null },
  };
}

// The rule the web offers "false alarm" by; a correction prepared and not yet out counts as one too.
async function assertCorrectable(tx: Tx, actor: Actor, wrong: EventRow) {
  const refusal = falseAlarmRefusal(wrong, actor);
  if (refusal) throw new ProblemError(409, EVENT_KEYS[refusal]);
  const [existing] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.correctionOf, wrong.id), sql`${events.state} <> 'DISCARDED'`));
  if (existing) throw new ProblemError(409, EVENT_KEYS.alreadyCorrected);
}

/** "False alarm" on a published event: prepares its correction in PREPARATION, needing one approval. */
export async function declareFalseAlarm(
  app: FastifyInstance,
  auditActor: AuditActor,
  actor: Actor,
  wrongId: number,
): Promise<EventDetail> {
  const detail = await app.database.db.transaction(async (tx) => {
    const now = new Date();
    const wrong = await findVisibleEvent(tx, actor, wrongId, true);
    await assertCorrectable(tx, actor, wrong);
    const content = correctionContent(contentOf(wrong), wrong.publishedAt!);
    const [row] = await tx
      .insert(events)
      .values({
        state: 'PREPARATION',
        messageType: content.messageType,
        eventType: content.eventType,
        operationMode: wrong.operationMode,
        affectedStates: wrong.affectedStates,
        title: titleOf(content),
        primaryLanguage: content.primaryLanguage,
        owningOrganisationId: wrong.owningOrganisationId,
        createdBy: actor.claims.user_name,
        content,
        correctionOf: wrong.id,
        falseAlarmAt: now,
      })
      .returning();
    if (!row) throw new Error('correction insert returned no row');
    for (const [eventId, detail] of [
      [wrong.id, String(row.id)],
      [row.id, String(wrong.id)],
    ] as const) {
      await recordHistory(tx, { eventId, userName: auditActor.userName, action: 'FALSE_ALARM', detail });
    }
    await writeAudit(tx, auditActor, {
      action: 'event.falseAlarm',
      entity: 'event',
      entityId: row.id,
      after: row,
    });
    return visibleEventDetail(tx, actor, row.id, now);
  });
  await announceEvent(app, detail.eventId);
  return detail;
}
