import { asc, eq } from 'drizzle-orm';
import { allClearContent } from '../../../domain/eventAllClear.ts';
import { channelOutages } from '../../../domain/eventChannels.ts';
import { withoutBlankRows } from '../../../domain/eventContent.ts';
import type { EventState } from '../../../domain/events.ts';
import type { WorkflowState } from '../../../domain/eventWorkflow.ts';
import { capMsgTypeOf } from '../../../domain/eventWorkflow.ts';
import type { Channel, ChannelState } from '../../../domain/systemStatus.ts';
import type { AuditActor } from '../../audit.ts';
import { writeAudit } from '../../audit.ts';
import { CAP_SENDER, capIdentifier, eventCapMessage } from '../../cap/eventCap.ts';
import type { Tx } from '../../db/client.ts';
import { events, eventVersions } from '../../db/schema/index.ts';
import { startSirenAlarm } from '../alarming/commands.ts';
import { recordAlertswissDelivery } from '../alertswiss/deliveries.ts';
import { readSettings } from '../settings/queries.ts';
import { queueSocialPost } from '../socialmedia/outbox.ts';
import { catalogueEventType } from '../texts/queries.ts';
import { areaPolygons } from './area.ts';
import { recordHistory } from './history.ts';
import { contentOf, type EventRow } from './rows.ts';

/** What a publication did that the caller must announce after the commit. */
export interface Published {
  version: number;
  correctionSeconds: number | null;
  /** The alarm task a first publication with sirens started: its triggers go out after the commit. */
  sirenAlarmId: number | null;
  /** The wrong event a correction closed. */
  closedEventId: number | null;
  /** The alert-swiss log row of a version that went to the public app. */
  alertswissDeliveryId: number | null;
  /** The social-media post of a LIVE version: it is sent after the commit. */
  socialPostId: number | null;
}

async function referencesOf(tx: Tx, eventId: number) {
  const rows = await tx
    .select({ identifier: eventVersions.identifier, sent: eventVersions.publishedAt })
    .from(eventVersions)
    .where(eq(eventVersions.eventId, eventId))
    .orderBy(asc(eventVersions.number));
  return rows.map((row) => ({ sender: CAP_SENDER, ...row }));
}

/** Closes the wrong event once its correction is out; the correction's CAP message cancels it. */
async function closeCorrected(tx: Tx, actor: AuditActor, correction: EventRow, now: Date) {
  const wrongId = correction.correctionOf!;
  const [before] = await tx.select().from(events).where(eq(events.id, wrongId)).for('update');
  if (!before) return;
  const [after] = await tx
    .update(events)
    .set({
      state: 'CLOSED' as EventState,
      correctedBy: correction.id,
      updatedAt: now,
      version: before.version + 1,
    })
    .where(eq(events.id, wrongId))
    .returning();
  await recordHistory(tx, {
    eventId: wrongId,
    userName: actor.userName,
    action: 'CORRECTED',
    fromState: before.state,
    toState: 'CLOSED',
    detail: String(correction.id),
  });
  await writeAudit(tx, actor, {
    action: 'event.corrected',
    entity: 'event',
    entityId: wrongId,
    before,
    after,
  });
}

async function capOfVersion(tx: Tx, row: EventRow, version: number, next: WorkflowState, now: Date) {
  const content = contentOf(row);
  const polygons = await areaPolygons(tx, content.area);
  return eventCapMessage({
    eventId: row.id,
    version,
    operationMode: row.operationMode,
    msgType: capMsgTypeOf({ state: row.state as WorkflowState, correctionOf: row.correctionOf }),
    content,
    allClear: next === 'ALL_CLEAR_ACTIVE',
    affectedStates: row.affectedStates,
    rings: polygons.map((p) => p.shell),
    senderName: row.ownerName,
    eventType: content.eventType ? await catalogueEventType(tx, content.eventType) : undefined,
    website: (await readSettings(tx)).urls.publicWebsite,
    sent: now,
    // A correction cancels every version of the wrong event; an update supersedes the earlier ones.
    references: await referencesOf(tx, row.correctionOf ?? row.id),
  });
}

/** Seconds from "false alarm" to the correction being out (set on the correction's first publication). */
function correctionSecondsOf(row: EventRow, version: number, now: Date): number | null {
  if (!row.falseAlarmAt || version !== 1) return row.correctionSeconds;
  return Math.round((now.getTime() - row.falseAlarmAt.getTime()) / 1000);
}

/**
 * Sends out the next version of `row` as it moves to `next`: stores and audits the version with its CAP
 * message (Alert, Update, or Cancel for a correction, referencing what went before), starts the siren alarm
 * of a first publication with sirens (EXERCISE alarms stay in EXERCISE) and closes a corrected event. Each
 * chosen channel that `channelStates` (the server's last checks) has unavailable or switched off goes into
 * the timeline of a LIVE publication, so that it shows who was not reached. An all-clear goes out, and is stored, with the
 * all-clear's texts in place of the warning's.
 */
export async function publishVersion(
  tx: Tx,
  actor: AuditActor,
  row: EventRow,
  next: WorkflowState,
  now: Date,
  channelStates: Record<Channel, ChannelState>,
  publicUrl: string,
): Promise<Published> {
  // A row left blank in every language never goes out, also from a working copy stored before that rule.
  const workingCopy = withoutBlankRows(contentOf(row));
  const content = next === 'ALL_CLEAR_ACTIVE' ? allClearContent(workingCopy) : workingCopy;
  const version = row.publishedVersions + 1;
  const identifier = capIdentifier(row.id, version);
  const capMsgType = capMsgTypeOf({ state: row.state as WorkflowState, correctionOf: row.correctionOf });
  await tx.insert(eventVersions).values({
    eventId: row.id,
    number: version,
    identifier,
    operationMode: row.operationMode,
    capMsgType,
    state: next as EventState,
    content,
    capXml: await capOfVersion(tx, row, version, next, now),
    publishedAt: now,
    publishedBy: actor.userName,
  });
  await recordHistory(tx, {
    eventId: row.id,
    userName: actor.userName,
    action: 'PUBLISHED',
    toState: next,
    detail: String(version),
  });
  // The log names the publication itself, not only the approval that caused it.
  await writeAudit(tx, actor, {
    action: 'event.published',
    entity: 'event',
    entityId: row.id,
    after: {
      version,
      identifier,
      capMsgType,
      state: next,
      operationMode: row.operationMode,
      messageType: content.messageType,
      affectedStates: row.affectedStates,
      channels: content.channels,
    },
  });
  const alertswissDeliveryId = await recordAlertswissDelivery(
    tx,
    {
      identifier,
      eventId: row.id,
      version,
      operationMode: row.operationMode,
      messageType: content.messageType,
      stateCodes: row.affectedStates,
      content,
      at: now,
    },
    channelStates.ALERTSWISS,
  );
  const socialPostId = await queueSocialPost(
    tx,
    { identifier, eventId: row.id, version, operationMode: row.operationMode, content },
    publicUrl,
  );
  const signal = version === 1 ? content.channels.sirens : null;
  // An exercise reaches no channel by design: an outage would not be why the population heard nothing.
  const outages =
    row.operationMode === 'LIVE'
      ? channelOutages({ ...content.channels, sirens: signal }, channelStates)
      : [];
  for (const outage of outages)
    await recordHistory(tx, {
      eventId: row.id,
      userName: actor.userName,
      action: `CHANNEL_${outage.state}`,
      detail: outage.channel,
    });
  const sirenAlarm = signal
    ? await startSirenAlarm(tx, actor, {
        eventId: row.id,
        operationMode: row.operationMode,
        signal,
        area: content.area,
        stateCodes: row.affectedStates,
      })
    : null;
  const closedEventId = version === 1 ? row.correctionOf : null;
  if (closedEventId !== null) await closeCorrected(tx, actor, row, now);
  return {
    version,
    sirenAlarmId: sirenAlarm?.id ?? null,
    closedEventId,
    correctionSeconds: correctionSecondsOf(row, version, now),
    alertswissDeliveryId,
    socialPostId,
  };
}
