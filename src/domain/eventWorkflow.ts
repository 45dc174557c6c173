import { EVENT_STATES, type EventState, isOnMap } from './events.ts';
import { hasAll, type Permission } from './permissions.ts';
import { type OperationMode, STATE_CH } from './session.ts';

/** Beyond the dashboard states an event ends CLOSED (after its all-clear) or DISCARDED (draft thrown away). */
export type WorkflowState = EventState | 'CLOSED' | 'DISCARDED';

/** Every workflow state, in workflow order. */
export const WORKFLOW_STATES = [
  ...EVENT_STATES,
  'CLOSED',
  'DISCARDED',
] as const satisfies readonly WorkflowState[];

export const EVENT_ACTIONS = [
  'SUBMIT',
  'APPROVE',
  'REJECT',
  'REQUEST_UPDATE',
  'REQUEST_ALL_CLEAR',
  'CLOSE',
  'DISCARD',
] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/** Minutes the affected cantons have to decide on an interstate approval before the national level may. */
export const INTERSTATE_TIMEOUT_MINUTES = 10;

/** What the rules look at of an event. */
export interface WorkflowEvent {
  state: WorkflowState;
  operationMode: OperationMode;
  /** Canton of the owning organisation, or CH for a national event. */
  owningState: string;
  affectedStates: readonly string[];
  /** Who submitted the pending step (the four-eyes rule keeps them from approving it). */
  submittedBy: string | null;
  submittedAt: Date | null;
  /** Cantons that have approved the pending interstate step. */
  approvedBy: readonly string[];
  /** A false-alarm correction needs one approval only, whatever area it covers. */
  correctionOf: number | null;
}

/** What the rules look at of the person acting. */
export interface WorkflowActor {
  userName: string;
  permissions: ReadonlySet<Permission>;
  /** Canton of the user's organisation, or CH. */
  stateCode: string;
  /** Organisation characteristic CH_ALL. */
  national: boolean;
  operationMode: OperationMode;
}

export type Refusal =
  | 'forbidden'
  | 'wrongMode'
  | 'outsideTerritory'
  | 'notAllowedInState'
  | 'fourEyes'
  | 'alreadyApproved'
  | 'notYourDecision';

export type Decision =
  | {
      allowed: true;
      next: WorkflowState;
      interstateApproval?: string;
      /**
       * Cantons in whose place the national organisation decides (approves or rejects) an interstate
       * approval, once their deadline has passed.
       */
      nationalFor?: string[];
      /** A REJECT by the owning side: it takes back its own submission rather than deciding on it. */
      withdrawal?: boolean;
      publishes: boolean;
    }
  | { allowed: false; refusal: Refusal };

const refuse = (refusal: Refusal): Decision => ({ allowed: false, refusal });

/** Cantons other than the owner that must agree before the event goes out (none for a correction). */
export function approvingStates(
  event: Pick<WorkflowEvent, 'owningState' | 'affectedStates' | 'correctionOf'>,
): string[] {
  if (event.correctionOf !== null) return [];
  return [...new Set(event.affectedStates)].filter((s) => s !== event.owningState && s !== STATE_CH);
}

/**
 * Who must still decide on a pending interstate approval: the affected cantons that have not agreed yet,
 * or CH (a second national user) for a national event; nobody in any other state. The national fallback
 * after the cantons' deadline is not listed: the cantons stay the ones asked.
 */
export function awaitingApprovalFrom(
  event: Pick<WorkflowEvent, 'state' | 'owningState' | 'affectedStates' | 'approvedBy' | 'correctionOf'>,
): string[] {
  if (event.state !== 'APPROVAL_PENDING') return [];
  if (event.owningState === STATE_CH) return [STATE_CH];
  return approvingStates(event).filter((s) => !event.approvedBy.includes(s));
}

function needsInterstateApproval(event: WorkflowEvent): boolean {
  return event.owningState === STATE_CH ? event.correctionOf === null : approvingStates(event).length > 0;
}

function ownsEvent(
  event: Pick<WorkflowEvent, 'owningState'>,
  actor: Pick<WorkflowActor, 'national' | 'stateCode'>,
): boolean {
  return actor.national || actor.stateCode === event.owningState;
}

/** The user's own organisation owns the event (unlike ownsEvent, national users own national events only). */
function ownOrganisation(event: WorkflowEvent, actor: WorkflowActor): boolean {
  return actor.stateCode === event.owningState || (actor.national && event.owningState === STATE_CH);
}

/**
 * Whether a REJECT by `actor` takes back the owning side's own submission instead of deciding on it: the
 * submitter's own step, or any user of the owning canton while the other cantons decide on it.
 */
export function rejectIsWithdrawal(
  event: Pick<WorkflowEvent, 'state' | 'owningState' | 'submittedBy'>,
  actor: Pick<WorkflowActor, 'userName' | 'stateCode'>,
): boolean {
  if (event.submittedBy === actor.userName) return true;
  return (
    event.state === 'APPROVAL_PENDING' &&
    event.owningState !== STATE_CH &&
    actor.stateCode === event.owningState
  );
}

function interstateDeadlinePassed(event: WorkflowEvent, now: Date): boolean {
  if (!event.submittedAt) return false;
  return now.getTime() - event.submittedAt.getTime() >= INTERSTATE_TIMEOUT_MINUTES * 60_000;
}

/**
 * From when the national organisation may decide in place of the cantons a cantonal interstate approval
 * still awaits (INTERSTATE_TIMEOUT_MINUTES after the submission); null for any other event.
 */
export function nationalMayDecideAt(
  event: Pick<WorkflowEvent, 'state' | 'owningState' | 'submittedAt'>,
): Date | null {
  if (event.state !== 'APPROVAL_PENDING' || !event.submittedAt || event.owningState === STATE_CH) return null;
  return new Date(event.submittedAt.getTime() + INTERSTATE_TIMEOUT_MINUTES * 60_000);
}

/** The four-eyes rule: whoever submitted a step may not approve it, except when practising. */
function fourEyesViolated(event: WorkflowEvent, actor: WorkflowActor): boolean {
  return event.operationMode === 'LIVE' && event.submittedBy === actor.userName;
}

function approveInterstate(event: WorkflowEvent, actor: WorkflowActor, now: Date): Decision {
  if (fourEyesViolated(event, actor)) return refuse('fourEyes');
  const pending = approvingStates(event).filter((s) => !event.approvedBy.includes(s));
  if (event.owningState === STATE_CH) {
    // A national event is approved by a second national user.
    return actor.national ? { allowed: true, next: 'ACTIVE', publishes: true } : refuse('notYourDecision');
  }
  if (pending.includes(actor.stateCode)) {
    const done = pending.length === 1;
    return {
      allowed: true,
      next: done ? 'ACTIVE' : 'APPROVAL_PENDING',
      interstateApproval: actor.stateCode,
      publishes: done,
    };
  }
  if (actor.national && interstateDeadlinePassed(event, now))
    return { allowed: true, next: 'ACTIVE', nationalFor: pending, publishes: true };
  if (event.approvedBy.includes(actor.stateCode)) return refuse('alreadyApproved');
  return refuse('notYourDecision');
}

function approve(event: WorkflowEvent, actor: WorkflowActor, now: Date): Decision {
  switch (event.state) {
    case 'APPROVAL_PENDING':
      return approveInterstate(event, actor, now);
    case 'PUBLICATION_PENDING':
    case 'UPDATE_PENDING':
    case 'ALL_CLEAR_PENDING': {
      if (!ownsEvent(event, actor)) return refuse('outsideTerritory');
      if (fourEyesViolated(event, actor)) return refuse('fourEyes');
      const next = event.state === 'ALL_CLEAR_PENDING' ? 'ALL_CLEAR_ACTIVE' : 'ACTIVE';
      return { allowed: true, next, publishes: true };
    }
    default:
      return refuse('notAllowedInState');
  }
}

const REJECTED_TO: Partial<Record<WorkflowState, WorkflowState>> = {
  PUBLICATION_PENDING: 'PREPARATION',
  APPROVAL_PENDING: 'PREPARATION',
  UPDATE_PENDING: 'ACTIVE',
  ALL_CLEAR_PENDING: 'ACTIVE',
};

/**
 * A pending interstate approval is rejected by a canton that must agree and has not agreed yet, and
 * withdrawn by the owner; the national organisation rejects a cantonal event only in place of the
 * cantons that let their deadline pass (before it, the cantons decide alone).
 */
function rejectInterstate(event: WorkflowEvent, actor: WorkflowActor, now: Date): Decision {
  const next = 'PREPARATION';
  const submitter = event.submittedBy === actor.userName;
  if (submitter || ownOrganisation(event, actor))
    return { allowed: true, next, publishes: false, withdrawal: rejectIsWithdrawal(event, actor) };
  if (approvingStates(event).includes(actor.stateCode)) {
    // A canton decides once: having agreed, it cannot turn the same step down.
    if (event.approvedBy.includes(actor.stateCode)) return refuse('alreadyApproved');
    return { allowed: true, next, publishes: false, withdrawal: false };
  }
  if (!actor.national) return refuse('outsideTerritory');
  if (!interstateDeadlinePassed(event, now)) return refuse('notYourDecision');
  const nationalFor = approvingStates(event).filter((s) => !event.approvedBy.includes(s));
  return { allowed: true, next, nationalFor, publishes: false, withdrawal: false };
}

function reject(event: WorkflowEvent, actor: WorkflowActor, now: Date): Decision {
  const next = REJECTED_TO[event.state];
  if (!next) return refuse('notAllowedInState');
  if (event.state === 'APPROVAL_PENDING') return rejectInterstate(event, actor, now);
  if (!ownsEvent(event, actor)) return refuse('outsideTerritory');
  return { allowed: true, next, publishes: false, withdrawal: rejectIsWithdrawal(event, actor) };
}

function permissionsFor(action: EventAction, event: WorkflowEvent): Permission[] {
  const needed: Permission[] = ['EVENT_EDIT'];
  if (event.owningState === STATE_CH) needed.push('NATIONAL_EVENT_EDIT');
  if (event.correctionOf !== null && action === 'SUBMIT') needed.push('FALSE_ALARM_EDIT');
  return needed;
}

/**
 * Whether `actor` may take `action` on `event` now, and the state it leads to (SPEC.md §4). The server
 * applies exactly this decision inside the transaction that changes the event.
 */
export function decide(event: WorkflowEvent, actor: WorkflowActor, action: EventAction, now: Date): Decision {
  if (!hasAll(actor.permissions, permissionsFor(action, event))) return refuse('forbidden');
  if (actor.operationMode !== event.operationMode) return refuse('wrongMode');
  if (action === 'APPROVE') return approve(event, actor, now);
  if (action === 'REJECT') return reject(event, actor, now);
  if (!ownsEvent(event, actor)) return refuse('outsideTerritory');
  switch (action) {
    case 'SUBMIT':
      if (event.state !== 'PREPARATION') return refuse('notAllowedInState');
      return {
        allowed: true,
        next: needsInterstateApproval(event) ? 'APPROVAL_PENDING' : 'PUBLICATION_PENDING',
        publishes: false,
      };
    case 'REQUEST_UPDATE':
      return event.state === 'ACTIVE'
        ? { allowed: true, next: 'UPDATE_PENDING', publishes: false }
        : refuse('notAllowedInState');
    case 'REQUEST_ALL_CLEAR':
      return event.state === 'ACTIVE'
        ? { allowed: true, next: 'ALL_CLEAR_PENDING', publishes: false }
        : refuse('notAllowedInState');
    case 'CLOSE':
      return event.state === 'ALL_CLEAR_ACTIVE'
        ? { allowed: true, next: 'CLOSED', publishes: false }
        : refuse('notAllowedInState');
    case 'DISCARD':
      return event.state === 'PREPARATION'
        ? { allowed: true, next: 'DISCARDED', publishes: false }
        : refuse('notAllowedInState');
  }
}

/** Why an event cannot be declared a false alarm; each is a message key of `events.errors`. */
export type FalseAlarmRefusal = 'falseAlarmNotPossible' | 'correctionNotCorrectable' | 'alreadyCorrected';

/**
 * Whether `actor` may declare `event` a false alarm, or why not: only a published message of the actor's
 * territory that is still out (a map state), not yet corrected, and no correction itself (a wrong correction
 * is put right by an update of it). The web offers "false alarm" by it; the server refuses by it.
 */
export function falseAlarmRefusal(
  event: Pick<WorkflowEvent, 'owningState' | 'correctionOf'> & {
    state: string;
    publishedAt: Date | string | null;
    correctedBy: number | null;
  },
  actor: Pick<WorkflowActor, 'stateCode' | 'national'>,
): FalseAlarmRefusal | null {
  if (!ownsEvent(event, actor) || !isOnMap(event.state) || event.publishedAt === null)
    return 'falseAlarmNotPossible';
  if (event.correctionOf !== null) return 'correctionNotCorrectable';
  if (event.correctedBy !== null) return 'alreadyCorrected';
  return null;
}

/** How an event's approvals record a canton the national organisation approved for: `CH:SO`. */
const NATIONAL_FOR = `${STATE_CH}:`;

/** The entry of an event's approvals for a canton the national organisation approved in place of. */
export function nationalApproval(state: string): string {
  return `${NATIONAL_FOR}${state}`;
}

/** An event's stored approvals: the cantons that approved themselves, and those the Confederation approved for. */
export function approvalsOf(approvedBy: readonly string[]): { cantons: string[]; nationalFor: string[] } {
  return {
    cantons: approvedBy.filter((entry) => !entry.startsWith(NATIONAL_FOR)),
    nationalFor: approvedBy
      .filter((entry) => entry.startsWith(NATIONAL_FOR))
      .map((e) => e.slice(NATIONAL_FOR.length)),
  };
}

/**
 * The timeline detail of a national decision in the cantons' place: their codes on the first line, the
 * reason of a rejection after it.
 */
export function nationalDecisionDetail(states: readonly string[], note: string | null): string {
  return note ? `${states.join(', ')}\n${note}` : states.join(', ');
}

/** Reads back nationalDecisionDetail(): the cantons decided for, and the reason if any. */
export function readNationalDecisionDetail(detail: string): { states: string; note: string | null } {
  const lineEnd = detail.indexOf('\n');
  if (lineEnd < 0) return { states: detail, note: null };
  return { states: detail.slice(0, lineEnd), note: detail.slice(lineEnd + 1) || null };
}

/** The CAP msgType of a publication: first Alert, later versions Update, a false-alarm correction Cancel. */
export function capMsgTypeOf(
  event: Pick<WorkflowEvent, 'state' | 'correctionOf'>,
): 'Alert' | 'Update' | 'Cancel' {
  if (event.correctionOf !== null) return 'Cancel';
  return event.state === 'PUBLICATION_PENDING' || event.state === 'APPROVAL_PENDING' ? 'Alert' : 'Update';
}
