import { z } from 'zod';
import { EVENT_CHANNELS } from '../../../domain/eventChannels.ts';
import { EventContentSchema, SIREN_SIGNALS } from '../../../domain/eventContent.ts';
import { EVENT_STATES, MESSAGE_TYPES } from '../../../domain/events.ts';
import { EVENT_ACTIONS, WORKFLOW_STATES } from '../../../domain/eventWorkflow.ts';
import { PgIntegerSchema, RowIdSchema } from '../../../domain/keys.ts';
import { LANGUAGES, OPERATION_MODES } from '../../../domain/session.ts';
import { CHANNEL_STATES } from '../../../domain/systemStatus.ts';

const Time = z.iso.datetime({ offset: true });
const PerLanguage = z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() });

export const EventListItemSchema = z.object({
  eventId: z.number().int(),
  state: z.enum(WORKFLOW_STATES),
  messageType: z.enum(MESSAGE_TYPES).nullable(),
  eventType: z.string().nullable(),
  title: PerLanguage.partial(),
  primaryLanguage: z.enum(LANGUAGES),
  affectedStates: z.array(z.string()),
  owningState: z.string(),
  operationMode: z.enum(OPERATION_MODES),
  createdBy: z.string(),
  createdAt: Time,
  updatedAt: Time,
  publishedAt: Time.nullable(),
  correctionOf: z.number().int().nullable(),
  awaitingApprovalFrom: z
    .array(z.string())
    .describe('Cantons (CH: the national organisation) whose decision the pending approval awaits.'),
  nationalMayDecideAt: Time.nullable().describe(
    'From when the national organisation may decide in place of the cantons still awaited (cantonal ' +
      'interstate approvals only).',
  ),
});

export const EventPageSchema = z.object({ items: z.array(EventListItemSchema), total: z.number().int() });

export const EventDetailSchema = EventListItemSchema.extend({
  version: z.number().int(),
  content: EventContentSchema,
  submittedBy: z.string().nullable(),
  submittedAt: Time.nullable(),
  approvedBy: z.array(z.string()),
  nationallyApprovedFor: z.array(z.string()),
  correctedBy: z.number().int().nullable(),
  allowedActions: z.array(z.enum(EVENT_ACTIONS)),
  rejectIsWithdrawal: z.boolean(),
  publishedVersions: z.number().int(),
  correctionSeconds: z.number().int().nullable(),
  sirenAlarmIds: z.array(z.number().int()),
});

export const EventHistorySchema = z.array(
  z.object({
    id: z.number().int(),
    at: Time,
    userName: z.string(),
    action: z.string(),
    fromState: z.enum(WORKFLOW_STATES).nullable(),
    toState: z.enum(WORKFLOW_STATES).nullable(),
    detail: z.string().nullable(),
  }),
);

export const EventVersionsSchema = z.array(
  z.object({
    number: z.number().int(),
    publishedAt: Time,
    publishedBy: z.string(),
    capMsgType: z.enum(['Alert', 'Update', 'Cancel']),
    state: z.enum(EVENT_STATES),
    content: EventContentSchema,
  }),
);

export const ReachPreviewSchema = z.object({
  areaSquareKilometres: z.number(),
  cantons: z.array(z.string()),
  municipalities: z.object({ count: z.number().int(), names: z.array(z.string()) }),
  sirens: z.object({
    total: z.number().int(),
    byState: z.record(z.string(), z.number().int()),
    signal: z.enum(SIREN_SIGNALS).nullable(),
  }),
  channels: z.array(z.enum(['SIRENS', 'PUBLIC_APP', 'ICARO', 'SOCIAL_MEDIA'])),
  channelOutages: z.array(
    z.object({
      channel: z.enum(EVENT_CHANNELS),
      state: z.enum(CHANNEL_STATES).exclude(['AVAILABLE']),
    }),
  ),
  exercise: z.boolean(),
  confirmation: z.object({
    strong: z.boolean(),
    pattern: z.string().nullable(),
    reasons: z.array(z.enum(['liveAlarm', 'largeArea', 'outsideTerritory'])),
  }),
  owningState: z.string(),
});

export const EventTemplatesSchema = z.array(
  z.object({
    id: z.number().int(),
    name: PerLanguage,
    messageType: z.enum(MESSAGE_TYPES),
    eventType: z.string(),
    usualSquareKilometres: z.number(),
    content: EventContentSchema.omit({ area: true, validFrom: true, validUntil: true }),
  }),
);

const CatalogueNameSchema = z.object({
  code: z.string(),
  texts: PerLanguage,
  category: z.string().nullable(),
});

export const EventTypeCatalogueSchema = z.object({
  categories: z.array(CatalogueNameSchema),
  types: z.array(CatalogueNameSchema),
});

export const CreateEventSchema = z.strictObject({
  templateId: RowIdSchema.optional(),
  national: z.boolean().optional(),
  /** Checked whole on the server once merged with the template's prefill. */
  content: z.record(z.string(), z.unknown()).optional(),
});

export const SaveEventSchema = z.strictObject({ version: PgIntegerSchema, content: EventContentSchema });

export const ActionSchema = z.strictObject({
  version: PgIntegerSchema,
  content: EventContentSchema.optional(),
  confirmation: z.string().max(40).optional(),
  note: z.string().trim().max(500).optional(),
});

export const ReachRequestSchema = z.strictObject({
  content: EventContentSchema,
  eventId: RowIdSchema.optional(),
  templateId: RowIdSchema.optional(),
});

function commaList<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((text) => text.split(','))
    .pipe(z.array(z.enum(values)))
    .optional();
}

export const EventListQuery = z.object({
  /** One or more, comma-separated. */
  state: commaList(WORKFLOW_STATES),
  messageType: commaList(MESSAGE_TYPES),
  canton: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  from: Time.optional(),
  to: Time.optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(500).default(100),
  sort: z
    .enum(['updatedAt,desc', 'updatedAt,asc', 'createdAt,desc', 'createdAt,asc'])
    .default('updatedAt,desc'),
});
