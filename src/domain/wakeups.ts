import type { OperationMode } from './session.ts';

/**
 * A wake-up's states: one to another canton first waits for that canton's interstate approval; then the
 * receiving organisation acknowledges it; it is closed once handled or refused.
 */
export const WAKEUP_STATES = [
  'INTERSTATE_APPROVAL_PENDING',
  'ACKNOWLEDGE_PENDING',
  'ACKNOWLEDGED',
  'CLOSED',
] as const;
export type WakeupState = (typeof WAKEUP_STATES)[number];

/** The wake-up counters of SPEC.md §3 for one organisation. */
export interface WakeupCounters {
  /** Received, not yet acknowledged. */
  wakeupsToBeAcknowledged: number;
  /** Sent, the receiver has not acknowledged yet. */
  wakeupsWaitAcknowledge: number;
  /**
   * Interstate approvals this organisation decides: asked of its canton by another, and for the national
   * level those whose canton let the deadline pass (`wakeupApproval`, the events' `awaitsDecisionOf`).
   */
  wakeupsDecideInterstateApproval: number;
  /** Sent to another canton, waiting for its interstate approval. */
  wakeupsWaitInterstateApproval: number;
  /** What this organisation must act on: to acknowledge plus to decide (the header count). */
  wakeupsToBeHandled: number;
  /**
   * When the counters change by the clock alone (ISO time): the next pending approval becomes the national
   * level's to decide. Null: only a change of a wake-up changes them (it comes on topic `wakeups`).
   */
  wakeupsRecountAt: string | null;
}

/** A wake-up as the notification banner and the `wakeups` topic carry it. */
export interface WakeupNotification {
  wakeupId: number;
  state: WakeupState;
  operationMode: OperationMode;
  subject: { de: string; fr: string; it: string; en: string };
  /** It announces a change of an earlier wake-up rather than a new one. */
  updateNotification: boolean;
  senderOrganisation: string;
  receiverOrganisation: string;
  /** Filled per reader: the reader's organisation is the receiver. */
  wakeupAsReceiver?: boolean;
}

/** Whether the receiving organisation has to act on the wake-up now (the banner shows these). */
export function awaitsReceiver(state: WakeupState): boolean {
  return state === 'INTERSTATE_APPROVAL_PENDING' || state === 'ACKNOWLEDGE_PENDING';
}
