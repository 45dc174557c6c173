import { LANGUAGES, type Language, STATE_CH } from './session.ts';

/** The states in which an event shows on the dashboard (SPEC.md §4), in workflow order. */
export const EVENT_STATES = [
  'PREPARATION',
  'PUBLICATION_PENDING',
  'APPROVAL_PENDING',
  'ACTIVE',
  'UPDATE_PENDING',
  'ALL_CLEAR_PENDING',
  'ALL_CLEAR_ACTIVE',
] as const;
export type EventState = (typeof EVENT_STATES)[number];

/** Message levels, most severe first (DOMAIN.md "Message levels"). */
export const MESSAGE_TYPES = ['ALARM', 'WARNING', 'INFORMATION', 'TEST'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** A text in each console language. */
export type LocalizedTitle = Record<Language, string>;

/** An event as the home dashboard shows it (SPEC.md §3 "Dashboard event"). */
export interface DashboardEvent {
  eventId: number;
  eventState: EventState;
  /** One of MESSAGE_TYPES; null while the author has not chosen one, any other text when a newer server sends it. */
  messageType: string | null;
  /** Canton codes the event's area reaches. */
  affectedStates: string[];
  /** The title in every language: one live payload fits users of every language. */
  title: LocalizedTitle;
  /** The language the author wrote in; shown where another language has no text. */
  primaryLanguage: Language;
  owningOrganisation: { territory: string };
  /** Cantons (CH: the national organisation) whose decision the pending interstate approval awaits. */
  awaitingApprovalFrom: string[];
  /**
   * From when (ISO time) the national organisation may decide in place of the cantons still awaited:
   * cantonal interstate approvals only, else null.
   */
  nationalMayDecideAt: string | null;
}

/** A live update of an event: its state may be one outside EVENT_STATES (closed, deleted …). */
export type DashboardEventUpdate = Omit<DashboardEvent, 'eventState'> & { eventState: string };

export function isEventState(value: unknown): value is EventState {
  return typeof value === 'string' && (EVENT_STATES as readonly string[]).includes(value);
}

export function isMessageType(value: unknown): value is MessageType {
  return typeof value === 'string' && (MESSAGE_TYPES as readonly string[]).includes(value);
}

/** The title in `language`, else in the primary language, else in the first language that has one. */
export function titleIn(
  event: Pick<DashboardEvent, 'title' | 'primaryLanguage'>,
  language: Language,
): string {
  const candidates = [language, event.primaryLanguage, ...LANGUAGES];
  return candidates.map((l) => event.title[l]?.trim()).find((text) => text) ?? '';
}

// ---- counters -------------------------------------------------------------------------------------

/** The three event counters of the home page (SPEC.md §3 "Event counters"). */
export interface EventCounters {
  activeEvents: number;
  pendingPublications: number;
  inPreparationEvents: number;
}

/** Which counter each state adds to; a Record so that a new state cannot be forgotten. */
export const COUNTER_OF_STATE: Record<EventState, keyof EventCounters> = {
  PREPARATION: 'inPreparationEvents',
  PUBLICATION_PENDING: 'pendingPublications',
  APPROVAL_PENDING: 'pendingPublications',
  ACTIVE: 'activeEvents',
  UPDATE_PENDING: 'activeEvents',
  ALL_CLEAR_PENDING: 'activeEvents',
  ALL_CLEAR_ACTIVE: 'activeEvents',
};

/** State filter (SPEC.md §4): CH keeps every event, another code only events whose affectedStates hold it. */
export function eventsOfState<T extends Pick<DashboardEvent, 'affectedStates'>>(
  events: readonly T[],
  stateCode: string,
): T[] {
  if (stateCode === STATE_CH) return [...events];
  return events.filter((event) => event.affectedStates.includes(stateCode));
}

/** The counters of the events that pass the state filter for `stateCode`. */
export function countEvents(
  events: readonly Pick<DashboardEvent, 'eventState' | 'affectedStates'>[],
  stateCode: string,
): EventCounters {
  const counters: EventCounters = { activeEvents: 0, pendingPublications: 0, inPreparationEvents: 0 };
  for (const event of eventsOfState(events, stateCode)) counters[COUNTER_OF_STATE[event.eventState]] += 1;
  return counters;
}

/**
 * Interstate approvals seen from one canton (CH: the national organisation), beside the SPEC counters:
 * events waiting for its decision, and its own events waiting for another's.
 */
export interface ApprovalCounters {
  approvalsToDecide: number;
  approvalsAwaited: number;
}

/**
 * A pending interstate approval as the rules below look at it, an event's or a wake-up's (wakeupWorkflow.ts
 * `wakeupApproval`): the cantons (CH: the national organisation) it awaits, and from when the national
 * organisation may decide in their place (null: never).
 */
export type DecisionView = Pick<DashboardEvent, 'awaitingApprovalFrom' | 'nationalMayDecideAt'>;
type ApprovalView = DecisionView & Pick<DashboardEvent, 'owningOrganisation'>;

/** The cantons a cantonal interstate approval still awaits let their deadline pass by `now` (epoch ms). */
export function nationalMayDecide(event: DecisionView, now: number): boolean {
  return (
    event.awaitingApprovalFrom.length > 0 &&
    event.nationalMayDecideAt !== null &&
    Date.parse(event.nationalMayDecideAt) <= now
  );
}

/**
 * Whether the event waits for the decision of `stateCode` (a canton, or CH) at `now`: a canton it asks, CH
 * for a national event, and CH too for a cantonal one once the cantons' deadline has passed.
 */
export function awaitsDecisionOf(event: DecisionView, stateCode: string, now: number): boolean {
  return (
    event.awaitingApprovalFrom.includes(stateCode) ||
    (stateCode === STATE_CH && nationalMayDecide(event, now))
  );
}

/** When the next of the events becomes the national organisation's to decide (epoch ms); null: none will. */
export function nextNationalDecision(events: readonly DecisionView[], now: number): number | null {
  const ahead = events
    .filter((event) => event.awaitingApprovalFrom.length > 0 && event.nationalMayDecideAt !== null)
    .map((event) => Date.parse(event.nationalMayDecideAt ?? ''))
    .filter((at) => at > now);
  return ahead.length > 0 ? Math.min(...ahead) : null;
}

/** The events waiting for the decision of `stateCode` at `now`. */
export function approvalsToDecide<T extends ApprovalView>(
  events: readonly T[],
  stateCode: string,
  now: number,
): T[] {
  return events.filter((event) => awaitsDecisionOf(event, stateCode, now));
}

/** The events of `stateCode` (their owner) waiting for the decision of another. */
export function approvalsAwaited<T extends ApprovalView>(events: readonly T[], stateCode: string): T[] {
  return events.filter(
    (event) =>
      event.owningOrganisation.territory === stateCode &&
      event.awaitingApprovalFrom.some((decider) => decider !== stateCode),
  );
}

/**
 * The approval counters of `stateCode`, the canton of the user's organisation (CH for the national one),
 * at `now` (epoch ms).
 */
export function countApprovals(
  events: readonly ApprovalView[],
  stateCode: string,
  now: number,
): ApprovalCounters {
  return {
    approvalsToDecide: approvalsToDecide(events, stateCode, now).length,
    approvalsAwaited: approvalsAwaited(events, stateCode).length,
  };
}

// ---- live updates ---------------------------------------------------------------------------------

/**
 * Applies one live update (SPEC.md §4): a state outside EVENT_STATES removes the event; otherwise the
 * update replaces the event with the same eventId in place, or is appended. Never mutates `events`.
 */
export function applyEventUpdate(
  events: readonly DashboardEvent[],
  update: DashboardEventUpdate,
): DashboardEvent[] {
  const others = events.filter((event) => event.eventId !== update.eventId);
  if (!isEventState(update.eventState)) return others;
  const next: DashboardEvent = { ...update, eventState: update.eventState };
  const index = events.findIndex((event) => event.eventId === update.eventId);
  if (index < 0) return [...events, next];
  return events.map((event, i) => (i === index ? next : event));
}

// ---- map ------------------------------------------------------------------------------------------

/** The states the map colours (SPEC.md §4): an event counts there once it is published. */
export const MAP_STATES = ['ACTIVE', 'UPDATE_PENDING', 'ALL_CLEAR_PENDING', 'ALL_CLEAR_ACTIVE'] as const;

/** A canton's colour class: a message type, or OTHER for events without a known type. */
export type MapSeverity = MessageType | 'OTHER';

/**
 * Rank of each severity, higher wins. ALARM > WARNING > INFORMATION and TEST (SPEC.md §4); INFORMATION
 * is put above TEST so that the colour never depends on the order the events arrived in.
 */
const SEVERITY_RANK: Record<MapSeverity, number> = {
  ALARM: 4,
  WARNING: 3,
  INFORMATION: 2,
  TEST: 1,
  OTHER: 0,
};

/** Fill colours of the map; each keeps at least 3:1 contrast (WCAG non-text) against white. */
export const SEVERITY_COLOURS: Record<MapSeverity, string> = {
  ALARM: '#C62828',
  WARNING: '#E65100',
  INFORMATION: '#1565C0',
  TEST: '#3D8FD6',
  OTHER: '#6E7781',
};

/** The severity class of a message type; a missing or unknown type is OTHER. */
export function severityOf(messageType: string | null): MapSeverity {
  return isMessageType(messageType) ? messageType : 'OTHER';
}

/** Whether an event in this state colours the map. */
export function isOnMap(eventState: string): boolean {
  return (MAP_STATES as readonly string[]).includes(eventState);
}

/**
 * The most severe class among the map-state events of each canton, keyed by canton code. Cantons
 * without such an event are absent; an event without a type counts until a typed one replaces it.
 */
export function mapSeverities(
  events: readonly Pick<DashboardEvent, 'eventState' | 'messageType' | 'affectedStates'>[],
): Map<string, MapSeverity> {
  const severities = new Map<string, MapSeverity>();
  for (const event of events) {
    if (!isOnMap(event.eventState)) continue;
    const severity = severityOf(event.messageType);
    for (const state of event.affectedStates) {
      const current = severities.get(state);
      if (!current || SEVERITY_RANK[severity] > SEVERITY_RANK[current]) severities.set(state, severity);
    }
  }
  return severities;
}

// ---- tooltip --------------------------------------------------------------------------------------

/** At most this many events are listed in a canton's tooltip; more are shown as an ellipsis. */
export const TOOLTIP_LIMIT = 8;

/**
 * Tooltip order of states (SPEC.md §4): ACTIVE, UPDATE_PENDING, ALL_CLEAR_PENDING, ALL_CLEAR_ACTIVE,
 * PUBLICATION_PENDING, PREPARATION. The spec leaves APPROVAL_PENDING out; it is a pending publication
 * like PUBLICATION_PENDING (the counters group them), so it follows it.
 */
const TOOLTIP_STATE_ORDER: Record<EventState, number> = {
  ACTIVE: 0,
  UPDATE_PENDING: 1,
  ALL_CLEAR_PENDING: 2,
  ALL_CLEAR_ACTIVE: 3,
  PUBLICATION_PENDING: 4,
  APPROVAL_PENDING: 5,
  PREPARATION: 6,
};

/** Within a state: ALARM, WARNING, INFORMATION, then every other type (TEST, none, unknown) together. */
const TOOLTIP_TYPE_ORDER: readonly string[] = ['ALARM', 'WARNING', 'INFORMATION'];

function typeOrder(messageType: string | null): number {
  const index = TOOLTIP_TYPE_ORDER.indexOf(messageType ?? '');
  return index < 0 ? TOOLTIP_TYPE_ORDER.length : index;
}

/** Compares two events in tooltip order; equal ranks put the newer event (higher id) first. */
export function compareForTooltip(
  a: Pick<DashboardEvent, 'eventId' | 'eventState' | 'messageType'>,
  b: Pick<DashboardEvent, 'eventId' | 'eventState' | 'messageType'>,
): number {
  return (
    TOOLTIP_STATE_ORDER[a.eventState] - TOOLTIP_STATE_ORDER[b.eventState] ||
    typeOrder(a.messageType) - typeOrder(b.messageType) ||
    b.eventId - a.eventId
  );
}

/** What a canton's tooltip lists: its events in tooltip order, at most TOOLTIP_LIMIT. */
export interface CantonTooltip<T> {
  events: T[];
  /** True when the canton has more events than listed: the tooltip ends with an ellipsis. */
  more: boolean;
}

/** The tooltip of canton `stateCode`: every event reaching it, whatever its state, in tooltip order. */
export function cantonTooltip<T extends DashboardEvent>(
  events: readonly T[],
  stateCode: string,
): CantonTooltip<T> {
  const reaching = events.filter((event) => event.affectedStates.includes(stateCode)).sort(compareForTooltip);
  return { events: reaching.slice(0, TOOLTIP_LIMIT), more: reaching.length > TOOLTIP_LIMIT };
}
