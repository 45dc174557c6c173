import type {
  EventDetail,
  EventHistoryEntry,
  EventListItem,
  EventVersion,
  ReachPreview,
} from '../../../../domain/eventApi.ts';
import { type EventContent, EventContentSchema } from '../../../../domain/eventContent.ts';

/** The content of a Zurich thunderstorm message in German, French and Italian. */
export function stormContent(overrides: Partial<EventContent> = {}): EventContent {
  return EventContentSchema.parse({
    messageType: 'ALARM',
    eventType: 'SEVERE_WEATHER',
    primaryLanguage: 'de',
    languages: ['de', 'fr', 'it'],
    texts: {
      de: {
        title: 'Schweres Gewitter in Zürich',
        description: 'Hagel und Sturmböen bis 120 km/h ab 17 Uhr.',
        instructions: ['Bleiben Sie im Haus.'],
      },
      fr: {
        title: 'Violent orage à Zurich',
        description: 'Grêle et rafales jusqu’à 120 km/h dès 17 h.',
        instructions: ['Restez à l’intérieur.'],
      },
      it: {
        title: 'Forte temporale a Zurigo',
        description: 'Grandine e raffiche fino a 120 km/h dalle 17.',
        instructions: ['Restate in casa.'],
      },
    },
    pictograms: ['STAY_INDOORS'],
    area: { polygons: [], cantons: ['ZH'] },
    channels: { sirens: 'GENERAL_ALARM', publicApp: true },
    ...overrides,
  });
}

export function listItem(overrides: Partial<EventListItem> = {}): EventListItem {
  return {
    eventId: 42,
    state: 'PUBLICATION_PENDING',
    messageType: 'ALARM',
    eventType: 'SEVERE_WEATHER',
    title: { de: 'Schweres Gewitter in Zürich', fr: 'Violent orage à Zurich' },
    primaryLanguage: 'de',
    affectedStates: ['ZH'],
    owningState: 'ZH',
    operationMode: 'LIVE',
    createdBy: 'zh.operator',
    createdAt: '2026-11-23T15:10:00.000Z',
    updatedAt: '2026-11-23T15:12:00.000Z',
    publishedAt: null,
    correctionOf: null,
    awaitingApprovalFrom: [],
    nationalMayDecideAt: null,
    ...overrides,
  };
}

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    ...listItem(),
    version: 3,
    content: stormContent(),
    submittedBy: 'zh.operator',
    submittedAt: '2026-11-23T15:12:00.000Z',
    approvedBy: [],
    nationallyApprovedFor: [],
    correctedBy: null,
    allowedActions: ['APPROVE', 'REJECT'],
    rejectIsWithdrawal: false,
    publishedVersions: 0,
    correctionSeconds: null,
    sirenAlarmIds: [],
    ...overrides,
  };
}

export function reachPreview(overrides: Partial<ReachPreview> = {}): ReachPreview {
  return {
    areaSquareKilometres: 1729,
    cantons: ['ZH'],
    municipalities: { count: 2, names: ['Zürich', 'Winterthur'] },
    sirens: { total: 450, byState: { ZH: 450 }, signal: 'GENERAL_ALARM' },
    channels: ['SIRENS', 'PUBLIC_APP'],
    channelOutages: [],
    exercise: false,
    confirmation: { strong: true, pattern: 'LIVE 42', reasons: ['liveAlarm'] },
    owningState: 'ZH',
    ...overrides,
  };
}

export function version(
  number: number,
  content: EventContent,
  overrides: Partial<EventVersion> = {},
): EventVersion {
  return {
    number,
    publishedAt: `2026-11-23T1${5 + number}:00:00.000Z`,
    publishedBy: 'zh.operator2',
    capMsgType: number === 1 ? 'Alert' : 'Update',
    state: 'ACTIVE',
    content,
    ...overrides,
  };
}

let nextHistoryId = 1;

/** A line of an event's timeline, by zh.operator2 at 15:20, with an id of its own. */
export function historyEntry(
  action: EventHistoryEntry['action'],
  detail: string | null = null,
): EventHistoryEntry {
  return {
    id: nextHistoryId++,
    at: '2026-11-23T15:20:00.000Z',
    userName: 'zh.operator2',
    action,
    fromState: null,
    toState: null,
    detail,
  };
}
