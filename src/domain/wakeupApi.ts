import { z } from 'zod';
import { RowIdSchema } from './keys.ts';
import { WAKEUP_STATES, type WakeupState } from './wakeups.ts';

/*
 * The wake-ups API (issue 14), shared by server and web.
 *
 *   GET  /api/ecc/wakeups?state=&page=&size=        → Page<WakeupListItem> (own territory, own mode)
 *   POST /api/ecc/wakeups                 SendWakeupRequest → SentWakeups (201), one wake-up per organisation
 *   GET  /api/ecc/wakeups/organisations                → WakeupOrganisation[] (whom one may call)
 *   GET  /api/ecc/wakeups/{id}                         → WakeupDetail
 *   POST /api/ecc/wakeups/{id}/actions/{action}        → WakeupDetail
 *   GET  /api/public/wakeups/acknowledge?token=        page: acknowledge from the e-mail's link
 *   POST /api/public/wakeups/acknowledge?token=        acknowledges once; reused, forged or expired: refused
 */

export const WAKEUP_ACTIONS = ['APPROVE', 'REFUSE', 'ACKNOWLEDGE', 'CLOSE'] as const;
export type WakeupAction = (typeof WAKEUP_ACTIONS)[number];

/** What a wake-up's timeline records: the actions, the sending and each escalation step. */
export type WakeupStepAction = WakeupAction | 'SEND' | 'ESCALATE';

export const WAKEUP_CHANNELS = ['CONSOLE', 'EMAIL', 'SMS'] as const;
export type WakeupChannel = (typeof WAKEUP_CHANNELS)[number];

const SUBJECT_MAX = 120;
const MESSAGE_MAX = 2000;
const subject = z.string().trim().min(1).max(SUBJECT_MAX);
const message = z.string().max(MESSAGE_MAX);

export const SendWakeupSchema = z.object({
  organisationIds: z.array(RowIdSchema).min(1).max(50),
  subject: z.object({ de: subject, fr: subject, it: subject, en: subject }),
  message: z.object({ de: message, fr: message, it: message, en: message }),
  eventId: RowIdSchema.nullable().optional(),
});
export type SendWakeupRequest = z.infer<typeof SendWakeupSchema>;

const Texts = z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() });

export const WakeupListItemSchema = z.object({
  wakeupId: z.number(),
  state: z.enum(WAKEUP_STATES),
  operationMode: z.enum(['LIVE', 'EXERCISE']),
  subject: Texts,
  senderOrganisation: z.string(),
  receiverOrganisation: z.string(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /** The reader's organisation is the receiver. */
  wakeupAsReceiver: z.boolean(),
  /** The canton whose interstate approval it awaits (the receiver's), none once decided (wakeupApproval). */
  awaitingApprovalFrom: z.array(z.string()),
  /** From when the national level may decide in that canton's place; null when no approval is pending. */
  nationalMayDecideAt: z.string().nullable(),
});
export type WakeupListItem = z.infer<typeof WakeupListItemSchema>;

export const WakeupAddresseeSchema = z.object({
  id: z.number(),
  name: z.string(),
  channel: z.enum(WAKEUP_CHANNELS),
  address: z.string(),
  step: z.number(),
  deliveredAt: z.string().nullable(),
  failure: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
});

export const WakeupStepSchema = z.object({
  id: z.number(),
  at: z.string(),
  userName: z.string(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  detail: z.string().nullable(),
});

export const WakeupDetailSchema = WakeupListItemSchema.extend({
  message: Texts,
  eventId: z.number().nullable(),
  sentBy: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  escalations: z.number(),
  addressees: z.array(WakeupAddresseeSchema),
  history: z.array(WakeupStepSchema),
  /** The actions the reader may take now (the web shows these buttons only). */
  actions: z.array(z.enum(WAKEUP_ACTIONS)),
});
export type WakeupDetail = z.infer<typeof WakeupDetailSchema>;

export const WakeupOrganisationSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: Texts,
  stateCode: z.string(),
  /** Persons called on the first step (active WAKEUPS subscriptions). */
  addressees: z.number(),
});
export type WakeupOrganisation = z.infer<typeof WakeupOrganisationSchema>;

export interface SentWakeups {
  wakeupIds: number[];
}

/** Keys of the list filter. */
export interface WakeupListQuery {
  state?: WakeupState;
  page?: number;
  size?: number;
}
