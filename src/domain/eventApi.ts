import type { ChannelOutage } from './eventChannels.ts';
import type { EventContent, SirenSignal } from './eventContent.ts';
import type { EventState, MessageType } from './events.ts';
import type { EventAction, WorkflowState } from './eventWorkflow.ts';
import type { Language, OperationMode } from './session.ts';

/*
 * The events API of the ECC (DESIGN.md §5), shared by server and web. Every path is under /api/ecc.
 *
 *   GET    events?state=&messageType=&canton=&from=&to=&page=&size=&sort=  → Page<EventListItem>
 *   POST   events                        body CreateEventRequest             → EventDetail (201)
 *   GET    events/{id}                                                       → EventDetail
 *   PUT    events/{id}                   body SaveEventRequest               → EventDetail
 *   POST   events/{id}/actions/{action}  body ActionRequest                  → EventDetail
 *   POST   events/{id}/false-alarm       (no body)                           → EventDetail of the correction (201)
 *   GET    events/{id}/history                                               → EventHistoryEntry[]
 *   GET    events/{id}/versions                                              → EventVersion[]
 *   GET    events/{id}/cap?version=n     application/cap+xml of a published version (default: latest)
 *   POST   events/reach                  body ReachRequest                   → ReachPreview
 *   GET    event-templates                                                    → EventTemplate[]
 *   GET    event-types                                                        → EventTypeCatalogue
 *   GET    /api/public/cap/feed          Atom feed of the LIVE messages in the map states (no login)
 *
 * Writes carry the version the client read (optimistic locking: 409 `events.errors.conflict` when stale).
 */

export interface Page<T> {
  items: T[];
  total: number;
}

/** A row of the events list. */
export interface EventListItem {
  eventId: number;
  state: WorkflowState;
  messageType: MessageType | null;
  eventType: string | null;
  title: Partial<Record<Language, string>>;
  primaryLanguage: Language;
  affectedStates: string[];
  owningState: string;
  operationMode: OperationMode;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** When the current published version went out; null before the first publication. */
  publishedAt: string | null;
  correctionOf: number | null;
  /** Cantons (CH: the national organisation) that must still decide while APPROVAL_PENDING. */
  awaitingApprovalFrom: string[];
  /** When the national organisation may decide in place of the cantons (cantonal APPROVAL_PENDING only). */
  nationalMayDecideAt: string | null;
}

/** Everything the event screens show of one event. */
export interface EventDetail extends EventListItem {
  version: number;
  /** The working copy: what the editor shows and what the next publication sends. */
  content: EventContent;
  submittedBy: string | null;
  submittedAt: string | null;
  /** Cantons that have approved the pending interstate step. */
  approvedBy: string[];
  /** Cantons in whose place the national organisation approved the interstate step, their deadline passed. */
  nationallyApprovedFor: string[];
  /** The correction event that replaced this one after a false alarm. */
  correctedBy: number | null;
  /** Actions the asking user may take now (the server decides; the web only shows the buttons). */
  allowedActions: EventAction[];
  /** REJECT by the asking user takes back the owning side's own submission (shown as "withdraw"). */
  rejectIsWithdrawal: boolean;
  /** Published versions so far (1 … n). */
  publishedVersions: number;
  /** Seconds from "false alarm" to the published correction (correction events, once published). */
  correctionSeconds: number | null;
  /** The siren alarms the event started that the asking user may open (their mode and canton), oldest first. */
  sirenAlarmIds: number[];
}

export interface CreateEventRequest {
  /** Start from a message template (its texts, type, channels prefilled). */
  templateId?: number;
  /** A national event (owner CH): needs NATIONAL_EVENT_EDIT. */
  national?: boolean;
  content?: Partial<EventContent>;
}

export interface SaveEventRequest {
  version: number;
  content: EventContent;
}

export interface ActionRequest {
  version: number;
  /** REQUEST_UPDATE carries the updated content; other actions none. */
  content?: EventContent;
  /** The typed value of a strong confirmation (see PublicationConfirmation). */
  confirmation?: string;
  /** Reason of a REJECT, shown in the timeline. */
  note?: string;
}

/** One line of the timeline: every state change and edit, who and when. */
export interface EventHistoryEntry {
  id: number;
  at: string;
  userName: string;
  /**
   * SUBMIT, APPROVE, … or CREATE, SAVE, FALSE_ALARM, PUBLISHED, CORRECTED; CHANNEL_UNAVAILABLE and
   * CHANNEL_DISABLED name (in `detail`) a chosen channel that could not carry a publication. A REJECT by
   * the owning side is recorded as WITHDRAW; a decision of the national organisation in place of cantons
   * whose deadline passed as NATIONAL_APPROVE or NATIONAL_REJECT (`detail`: see nationalDecisionDetail).
   */
  action:
    | EventAction
    | 'WITHDRAW'
    | 'NATIONAL_APPROVE'
    | 'NATIONAL_REJECT'
    | 'CREATE'
    | 'SAVE'
    | 'FALSE_ALARM'
    | 'PUBLISHED'
    | 'CORRECTED'
    | 'CHANNEL_UNAVAILABLE'
    | 'CHANNEL_DISABLED';
  fromState: WorkflowState | null;
  toState: WorkflowState | null;
  /** The canton an interstate approval was given for, a reject note, the published version number … */
  detail: string | null;
}

/** One published version (the CAP message went out with it). */
export interface EventVersion {
  number: number;
  publishedAt: string;
  publishedBy: string;
  capMsgType: 'Alert' | 'Update' | 'Cancel';
  /** The state the publication put the event in (ACTIVE or ALL_CLEAR_ACTIVE). */
  state: EventState;
  content: EventContent;
}

export interface ReachRequest {
  content: EventContent;
  /** The event the preview is for (owner, template's usual area); omitted for an unsaved draft. */
  eventId?: number;
  templateId?: number;
}

/** What a publication would reach: shown before submit and before the approval that publishes. */
export interface ReachPreview {
  areaSquareKilometres: number;
  /** Canton codes the area reaches. */
  cantons: string[];
  /** How many municipalities the area reaches, and the first of their names in the reader's order. */
  municipalities: { count: number; names: string[] };
  sirens: { total: number; byState: Record<string, number>; signal: SirenSignal | null };
  /**
   * Channels that fire (in EXERCISE none: `exercise` is true, nothing reaches the population, and the sirens
   * counted above get the command as an exercise, where no horn sounds).
   */
  channels: ('SIRENS' | 'PUBLIC_APP' | 'ICARO' | 'SOCIAL_MEDIA')[];
  /**
   * Chosen channels that are unavailable or switched off now (the server's last channel checks); none in
   * EXERCISE, where no channel carries anything by design.
   */
  channelOutages: ChannelOutage[];
  exercise: boolean;
  confirmation: PublicationConfirmation;
  /**
   * The canton that owns the event (for an unsaved draft the asking user's; CH for a national one): the
   * canton the reason `outsideTerritory` names, whoever reads it.
   */
  owningState: string;
}

/**
 * The confirmation that publishing needs. Strong (a typed value) for an ALARM in LIVE, an area far
 * larger than the template's usual one, or an area that leaves the owner's canton; the server refuses
 * the publishing action without it.
 */
export interface PublicationConfirmation {
  strong: boolean;
  /** The value to type, e.g. `LIVE 42`; null when not strong. */
  pattern: string | null;
  reasons: ('liveAlarm' | 'largeArea' | 'outsideTerritory')[];
}

/** `names` in the alphabetical order of a reader of `language` ("Bätterkinden" before "Biberist"). */
export function inReadingOrder(names: readonly string[], language: Language): string[] {
  return [...names].sort(new Intl.Collator(language).compare);
}

/** A message template (administered on /templates, see `templates.ts`). */
export interface EventTemplate {
  id: number;
  name: Record<Language, string>;
  messageType: MessageType;
  eventType: string;
  /** Usual area of such an event in km²; a much larger drawn area needs strong confirmation. */
  usualSquareKilometres: number;
  content: Omit<EventContent, 'area' | 'validFrom' | 'validUntil'>;
}

/** A category or type of the text catalogue as the events screens name it. */
export interface CatalogueName {
  code: string;
  texts: Record<Language, string>;
  /** A type's category code. */
  category: string | null;
}

/** The event categories and types of the text catalogue, readable by everyone who reads events. */
export interface EventTypeCatalogue {
  categories: CatalogueName[];
  types: CatalogueName[];
}
