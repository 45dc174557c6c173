import { and, inArray, type SQL } from 'drizzle-orm';
import { ALARMING_PROBLEMS, type AlarmTarget, type SirenSignal } from '../../../domain/alarming.ts';
import type { EventArea } from '../../../domain/eventContent.ts';
import type { Db, Tx } from '../../db/client.ts';
import { sirenGroupMembers, sirenGroups, stationarySirens } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';
import { PreparedArea } from '../events/geometry.ts';
import { findVisibleEvent } from '../events/queries.ts';
import { sirensInside, soundsSignal } from '../events/reach.ts';
import { contentOf } from '../events/rows.ts';

/** A siren an alarm task sounds. */
export interface TargetSiren {
  id: number;
  stateCode: string;
}

/** The sirens a target names and the cantons they stand in. */
export interface ResolvedTarget {
  sirens: TargetSiren[];
  stateCodes: string[];
}

const listOf = (ids: Iterable<number | string>) => [...ids].join(', ');

function sirensWhere(tx: Db | Tx, where: SQL | undefined, signal: SirenSignal): Promise<TargetSiren[]> {
  return tx
    .select({ id: stationarySirens.id, stateCode: stationarySirens.stateCode })
    .from(stationarySirens)
    .where(and(where, soundsSignal(signal)))
    .orderBy(stationarySirens.id);
}

async function chosenSirens(tx: Db | Tx, ids: number[], signal: SirenSignal) {
  const known = await tx
    .select({ id: stationarySirens.id })
    .from(stationarySirens)
    .where(inArray(stationarySirens.id, ids));
  const unknown = ids.filter((id) => !known.some((row) => row.id === id));
  if (unknown.length)
    throw new ProblemError(400, ALARMING_PROBLEMS.unknownSirens, { params: { ids: listOf(unknown) } });
  return sirensWhere(tx, inArray(stationarySirens.id, ids), signal);
}

async function groupSirens(tx: Db | Tx, ids: number[], signal: SirenSignal, actor: Actor | null) {
  const groups = await tx.select().from(sirenGroups).where(inArray(sirenGroups.id, ids));
  const unknown = ids.filter((id) => !groups.some((group) => group.id === id));
  if (unknown.length)
    throw new ProblemError(400, ALARMING_PROBLEMS.unknownGroups, { params: { ids: listOf(unknown) } });
  assertInside(
    actor,
    groups.map((group) => group.stateCode),
  );
  const members = tx
    .select({ id: sirenGroupMembers.sirenId })
    .from(sirenGroupMembers)
    .where(inArray(sirenGroupMembers.groupId, ids));
  return sirensWhere(tx, inArray(stationarySirens.id, members), signal);
}

/** The sirens inside an event's area: its drawn polygons, or its chosen cantons when it has none. */
export async function sirensOfArea(
  tx: Db | Tx,
  area: EventArea,
  signal: SirenSignal,
): Promise<TargetSiren[]> {
  if (area.polygons.length === 0) {
    if (area.cantons.length === 0) return [];
    return sirensWhere(tx, inArray(stationarySirens.stateCode, area.cantons), signal);
  }
  return sirensInside(tx, new PreparedArea(area.polygons), signal);
}

async function eventSirens(tx: Db | Tx, eventId: number, signal: SirenSignal, actor: Actor) {
  const row = await findVisibleEvent(tx, actor, eventId).catch(() => {
    throw new ProblemError(400, ALARMING_PROBLEMS.unknownEvent, { params: { ids: String(eventId) } });
  });
  return sirensOfArea(tx, contentOf(row).area, signal);
}

/**
 * Refuses cantons outside a cantonal user's territory (national users reach every canton): 403 naming the
 * cantons outside. The trigger's and repeat's rule, and the stop's for the cantons of the commanded sirens.
 */
export function assertInside(actor: Actor | null, stateCodes: readonly string[]) {
  if (!actor || actor.seesAllCantons) return;
  const outside = [...new Set(stateCodes)].filter((code) => code !== actor.stateCode).sort();
  if (outside.length)
    throw new ProblemError(403, ALARMING_PROBLEMS.outsideTerritory, {
      params: { states: outside.join(', ') },
    });
}

function sirensOf(tx: Db | Tx, target: AlarmTarget, signal: SirenSignal, actor: Actor) {
  switch (target.kind) {
    case 'sirens':
      return chosenSirens(tx, [...new Set(target.sirenIds)], signal);
    case 'groups':
      return groupSirens(tx, [...new Set(target.groupIds)], signal, actor);
    case 'cantons':
      assertInside(actor, target.stateCodes);
      return sirensWhere(tx, inArray(stationarySirens.stateCode, target.stateCodes), signal);
    case 'event':
      return eventSirens(tx, target.eventId, signal, actor);
  }
}

/**
 * The stationary sirens an operator's target names, for the signal: unknown sirens, groups or events are
 * refused (400), anything outside a cantonal user's territory too (403), and a target without a single
 * siren that sounds the signal (422).
 */
export async function resolveTarget(
  tx: Db | Tx,
  target: AlarmTarget,
  signal: SirenSignal,
  actor: Actor,
): Promise<ResolvedTarget> {
  const sirens = await sirensOf(tx, target, signal, actor);
  const stateCodes = [...new Set(sirens.map((siren) => siren.stateCode))].sort();
  assertInside(actor, stateCodes);
  if (sirens.length === 0) throw new ProblemError(422, ALARMING_PROBLEMS.noSirens);
  return { sirens, stateCodes };
}
