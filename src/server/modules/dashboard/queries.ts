import { and, arrayContains, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { type DashboardEvent, EVENT_STATES, type MessageType } from '../../../domain/events.ts';
import {
  awaitingApprovalFrom,
  nationalMayDecideAt,
  type WorkflowState,
} from '../../../domain/eventWorkflow.ts';
import { type OperationMode, STATE_CH } from '../../../domain/session.ts';
import type { Db, Tx } from '../../db/client.ts';
import { events, organisations } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';

/** A dashboard event as the database holds it: its message type is always a known one or none. */
export type DashboardEventRow = Omit<DashboardEvent, 'messageType'> & { messageType: MessageType | null };

/** Whose dashboard is asked for: what decides which events they may see. */
export interface DashboardViewer {
  /** National organisation (CH_ALL) or managed territory CH: every canton. */
  seesAllCantons: boolean;
  territory: string;
  organisation: string;
  operationMode: OperationMode;
}

export function viewerOf(actor: Actor): DashboardViewer {
  const territory = actor.claims.managed_territory;
  return {
    seesAllCantons: actor.seesAllCantons,
    territory,
    organisation: actor.claims.organisation,
    operationMode: actor.claims.operation_mode,
  };
}

/** The state whose counters a viewer sees when they name none: their territory, CH for national users. */
export function defaultStateOf(viewer: DashboardViewer): string {
  return viewer.seesAllCantons ? STATE_CH : viewer.territory;
}

function selectDashboardEvents(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      eventId: events.id,
      eventState: events.state,
      messageType: events.messageType,
      affectedStates: events.affectedStates,
      title: events.title,
      primaryLanguage: events.primaryLanguage,
      territory: organisations.stateCode,
      operationMode: events.operationMode,
      approvedBy: events.approvedBy,
      correctionOf: events.correctionOf,
      submittedAt: events.submittedAt,
    })
    .from(events)
    .innerJoin(organisations, eq(organisations.id, events.owningOrganisationId))
    .where(where)
    .orderBy(asc(events.id));
}

type SelectedRow = Awaited<ReturnType<typeof selectDashboardEvents>>[number];

function toDashboardEvent({
  territory,
  operationMode: _,
  approvedBy,
  correctionOf,
  submittedAt,
  ...event
}: SelectedRow): DashboardEventRow {
  const state = event.eventState as WorkflowState;
  const awaiting = awaitingApprovalFrom({
    state,
    owningState: territory,
    affectedStates: event.affectedStates,
    approvedBy,
    correctionOf,
  });
  const nationalFrom = nationalMayDecideAt({ state, owningState: territory, submittedAt });
  return {
    ...event,
    owningOrganisation: { territory },
    awaitingApprovalFrom: awaiting,
    nationalMayDecideAt: nationalFrom?.toISOString() ?? null,
  };
}

/**
 * The events of the viewer's operation mode in a dashboard state, oldest first: all of them for a
 * national viewer, otherwise those reaching the viewer's territory or owned by their organisation.
 */
export async function visibleDashboardEvents(db: Db, viewer: DashboardViewer): Promise<DashboardEventRow[]> {
  const scope = viewer.seesAllCantons
    ? undefined
    : or(
        arrayContains(events.affectedStates, [viewer.territory]),
        eq(organisations.code, viewer.organisation),
      );
  const rows = await selectDashboardEvents(
    db,
    and(eq(events.operationMode, viewer.operationMode), inArray(events.state, [...EVENT_STATES]), scope),
  );
  return rows.map(toDashboardEvent);
}

/** One event as the dashboard shows it, with its operation mode (whose users may see it), whatever its state. */
export async function dashboardEventById(
  db: Db | Tx,
  eventId: number,
): Promise<(DashboardEventRow & { operationMode: OperationMode }) | undefined> {
  const [row] = await selectDashboardEvents(db, eq(events.id, eventId));
  return row && { ...toDashboardEvent(row), operationMode: row.operationMode };
}
