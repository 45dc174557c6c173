import { z } from 'zod';
import { CANTON_CODES } from '../../../domain/cantons.ts';
import { EVENT_STATES, MESSAGE_TYPES } from '../../../domain/events.ts';
import { LANGUAGES, OPERATION_MODES, STATE_CH } from '../../../domain/session.ts';
import { WAKEUP_STATES } from '../../../domain/wakeups.ts';

const PerLanguage = z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() });

export const StateFilter = z.object({
  state: z
    .enum([STATE_CH, ...CANTON_CODES])
    .optional()
    .describe(
      'State filter (SPEC.md §4): CH keeps every event, a canton code only the events reaching it. ' +
        'Without it: the managed territory (national users: CH) for the counters, no filter for the list.',
    ),
});

export const DashboardEventSchema = z.object({
  eventId: z.number().int(),
  eventState: z.enum(EVENT_STATES),
  messageType: z.enum(MESSAGE_TYPES).nullable(),
  affectedStates: z.array(z.string()),
  title: PerLanguage,
  primaryLanguage: z.enum(LANGUAGES),
  owningOrganisation: z.object({ territory: z.string() }),
  awaitingApprovalFrom: z
    .array(z.string())
    .describe(
      'Cantons (CH: the national organisation) whose decision the pending interstate approval awaits.',
    ),
  nationalMayDecideAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe(
      'From when the national organisation may decide in place of the cantons still awaited (cantonal ' +
        'interstate approvals only); it counts among the national approvals to decide from then on.',
    ),
});

const count = z.number().int().min(0);

/**
 * Event counters and wake-up counters of SPEC.md §3, for one state filter, and the interstate approvals of
 * events from the user's canton's side (whatever the filter).
 */
export const CountersSchema = z.object({
  activeEvents: count,
  pendingPublications: count,
  inPreparationEvents: count,
  approvalsToDecide: count.describe("Events waiting for the decision of the user's canton (CH: national)."),
  approvalsAwaited: count.describe("The own canton's events waiting for another canton's decision."),
  wakeupsToBeAcknowledged: count,
  wakeupsWaitAcknowledge: count,
  wakeupsDecideInterstateApproval: count.describe(
    "Wake-ups waiting for the interstate approval of the user's canton; for the national organisation " +
      'those whose canton let its deadline pass.',
  ),
  wakeupsWaitInterstateApproval: count,
  wakeupsToBeHandled: count,
  wakeupsRecountAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe(
      'When the wake-up counters change by the clock alone (a pending approval becomes the national ' +
        "organisation's to decide); null: only a change of a wake-up, announced on topic wakeups, changes them.",
    ),
});
export type Counters = z.infer<typeof CountersSchema>;

/** A wake-up as the notification banner shows it (domain `WakeupNotification`). */
export const WakeupNotificationSchema = z.object({
  wakeupId: z.number().int(),
  state: z.enum(WAKEUP_STATES),
  operationMode: z.enum(OPERATION_MODES),
  subject: PerLanguage,
  updateNotification: z.boolean(),
  senderOrganisation: z.string(),
  receiverOrganisation: z.string(),
  wakeupAsReceiver: z.boolean().optional(),
});
