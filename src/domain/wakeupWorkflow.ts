import { type DecisionView, nationalMayDecide } from './events.ts';
import { INTERSTATE_TIMEOUT_MINUTES } from './eventWorkflow.ts';
import type { Permission } from './permissions.ts';
import { type OperationMode, STATE_CH } from './session.ts';
import { WAKEUP_ACTIONS, type WakeupAction } from './wakeupApi.ts';
import type { WakeupState } from './wakeups.ts';

/** What the rules look at of a wake-up. */
export interface WorkflowWakeup {
  state: WakeupState;
  operationMode: OperationMode;
  senderOrganisation: string;
  receiverOrganisation: string;
  /** Canton of the receiving organisation (CH for a federal one). */
  receiverState: string;
  createdAt: Date;
}

/** What the rules look at of the person acting. */
export interface WakeupActor {
  permissions: ReadonlySet<Permission>;
  organisation: string;
  stateCode: string;
  /** Organisation characteristic CH_ALL. */
  national: boolean;
  operationMode: OperationMode;
}

export type WakeupRefusal = 'forbidden' | 'wrongMode' | 'notAllowedInState' | 'notYourDecision';

export type WakeupDecision =
  | { allowed: true; next: WakeupState }
  | { allowed: false; refusal: WakeupRefusal };

/** Sending into another canton needs that canton's interstate approval first; federal ones never do. */
export function needsInterstateApproval(senderState: string, receiverState: string): boolean {
  return senderState !== STATE_CH && receiverState !== STATE_CH && senderState !== receiverState;
}

/** The state a new wake-up starts in. */
export function initialWakeupState(senderState: string, receiverState: string): WakeupState {
  return needsInterstateApproval(senderState, receiverState)
    ? 'INTERSTATE_APPROVAL_PENDING'
    : 'ACKNOWLEDGE_PENDING';
}

/**
 * A wake-up's pending interstate approval in the terms of the events' rule (events.ts `awaitsDecisionOf`,
 * `nationalMayDecide`, `nextNationalDecision`), so that counters, notices and actions judge wake-ups and
 * events alike: the receiving canton decides, the national level may from INTERSTATE_TIMEOUT_MINUTES after
 * the sending on. Nothing is awaited in any other state.
 */
export function wakeupApproval(
  wakeup: Pick<WorkflowWakeup, 'state' | 'receiverState' | 'createdAt'>,
): DecisionView {
  if (wakeup.state !== 'INTERSTATE_APPROVAL_PENDING')
    return { awaitingApprovalFrom: [], nationalMayDecideAt: null };
  const deadline = wakeup.createdAt.getTime() + INTERSTATE_TIMEOUT_MINUTES * 60_000;
  return {
    awaitingApprovalFrom: [wakeup.receiverState],
    nationalMayDecideAt: new Date(deadline).toISOString(),
  };
}

/** The receiving canton decides; the national level may once the interstate timeout has passed. */
function decideInterstate(wakeup: WorkflowWakeup, actor: WakeupActor, now: Date, next: WakeupState) {
  if (wakeup.state !== 'INTERSTATE_APPROVAL_PENDING') return refuse('notAllowedInState');
  const approval = wakeupApproval(wakeup);
  if (approval.awaitingApprovalFrom.includes(actor.stateCode)) return allow(next);
  if (actor.national && nationalMayDecide(approval, now.getTime())) return allow(next);
  return refuse('notYourDecision');
}

const allow = (next: WakeupState): WakeupDecision => ({ allowed: true, next });
const refuse = (refusal: WakeupRefusal): WakeupDecision => ({ allowed: false, refusal });

/**
 * Whether `actor` may take `action` on `wakeup` now, and the state it leads to. Modes never mix; only the
 * receiving organisation acknowledges; only the sender closes (withdraws or files) a wake-up.
 */
export function decideWakeup(
  wakeup: WorkflowWakeup,
  actor: WakeupActor,
  action: WakeupAction,
  now: Date,
): WakeupDecision {
  if (wakeup.operationMode !== actor.operationMode) return refuse('wrongMode');
  if (!actor.permissions.has('WAKEUP_EDIT')) return refuse('forbidden');
  switch (action) {
    case 'APPROVE':
      return decideInterstate(wakeup, actor, now, 'ACKNOWLEDGE_PENDING');
    case 'REFUSE':
      return decideInterstate(wakeup, actor, now, 'CLOSED');
    case 'ACKNOWLEDGE':
      if (wakeup.state !== 'ACKNOWLEDGE_PENDING') return refuse('notAllowedInState');
      return actor.organisation === wakeup.receiverOrganisation
        ? allow('ACKNOWLEDGED')
        : refuse('notYourDecision');
    case 'CLOSE':
      if (wakeup.state === 'CLOSED') return refuse('notAllowedInState');
      return actor.organisation === wakeup.senderOrganisation ? allow('CLOSED') : refuse('notYourDecision');
  }
}

/** The actions `actor` may take now, for the detail's buttons. */
export function allowedWakeupActions(wakeup: WorkflowWakeup, actor: WakeupActor, now: Date): WakeupAction[] {
  return WAKEUP_ACTIONS.filter((action) => decideWakeup(wakeup, actor, action, now).allowed);
}
