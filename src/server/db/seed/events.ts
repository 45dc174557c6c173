import type { CantonCode } from '../../../domain/cantons.ts';
import { type EventChannels, type EventContent, EventContentSchema } from '../../../domain/eventContent.ts';
import type { EventState, MessageType } from '../../../domain/events.ts';
import { LANGUAGES, type Language, type OperationMode } from '../../../domain/session.ts';
import { capIdentifier, eventCapMessage } from '../../cap/eventCap.ts';
import type { Tx } from '../client.ts';
import { eventHistory, events, eventVersions, type LocalizedText, organisations } from '../schema/index.ts';
import { insertEventTemplates } from './event-templates.ts';
import { SEED_EVENT_TYPES } from './event-types.ts';
import type { CantonBoundaries } from './geodata.ts';
import { cantonalOrganisationCode, NATIONAL_ALARM_CENTRE } from './organisations.ts';
import { insertTextCatalogue } from './text-catalogue.ts';

interface DemoEvent {
  organisationCode: string;
  createdBy: string;
  state: EventState;
  messageType: MessageType | null;
  eventType: string;
  channels: Partial<EventChannels>;
  operationMode: OperationMode;
  affectedStates: CantonCode[];
  primaryLanguage: Language;
  title: LocalizedText;
  description: LocalizedText;
  /** Outer rings of a drawn area (LV95); none: the area is the affected cantons. */
  polygons: [number, number][][];
}

/**
 * The situation an operator finds on first start (SCENARIOS.md): a chemical accident alarm in Zurich,
 * a storm warning in Bern, the Ticino information on the siren test, and events still being prepared
 * or waiting for approval. Zurich's trainee has one exercise event that LIVE users never see.
 */
export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    organisationCode: cantonalOrganisationCode('ZH'),
    createdBy: 'zh.operator',
    state: 'ACTIVE',
    messageType: 'ALARM',
    operationMode: 'LIVE',
    affectedStates: ['ZH'],
    eventType: 'CHEMICAL_ACCIDENT',
    channels: { sirens: 'GENERAL_ALARM', icaro: true },
    description: {
      de: 'In einem Industriebetrieb in Winterthur treten nach einem Brand giftige Gase aus.',
      fr: 'Dans une entreprise industrielle de Winterthour, des gaz toxiques s’échappent après un incendie.',
      it: 'In un’azienda industriale di Winterthur fuoriescono gas tossici dopo un incendio.',
      en: 'Toxic gases are escaping after a fire at an industrial plant in Winterthur.',
    },
    // Winterthur and its surroundings, drawn around the plant.
    polygons: [
      [
        [2692000, 1257000],
        [2702000, 1257000],
        [2702000, 1267000],
        [2692000, 1267000],
      ],
    ],
    primaryLanguage: 'de',
    title: {
      de: 'Chemieunfall in Winterthur: Fenster und Türen schliessen',
      fr: 'Accident chimique à Winterthour\u00a0: fermez portes et fenêtres',
      it: 'Incidente chimico a Winterthur: chiudere porte e finestre',
      en: 'Chemical accident in Winterthur: close doors and windows',
    },
  },
  {
    organisationCode: cantonalOrganisationCode('BE'),
    createdBy: 'be.operator',
    state: 'ACTIVE',
    messageType: 'WARNING',
    operationMode: 'LIVE',
    affectedStates: ['BE'],
    eventType: 'SEVERE_WEATHER',
    channels: { icaro: true },
    description: {
      de: 'Heftige Gewitter mit Sturmböen, Hagel und Starkregen ziehen über das Berner Oberland.',
      fr: 'De violents orages avec rafales, grêle et fortes pluies traversent l’Oberland bernois.',
      it: 'Forti temporali con raffiche, grandine e piogge intense attraversano l’Oberland bernese.',
      en: 'Violent thunderstorms with gusts, hail and heavy rain are crossing the Bernese Oberland.',
    },
    polygons: [],
    primaryLanguage: 'de',
    title: {
      de: 'Schwere Gewitter im Berner Oberland',
      fr: 'Violents orages dans l’Oberland bernois',
      it: 'Forti temporali nell’Oberland bernese',
      en: 'Severe thunderstorms in the Bernese Oberland',
    },
  },
  {
    organisationCode: cantonalOrganisationCode('TI'),
    createdBy: 'system',
    state: 'ACTIVE',
    messageType: 'INFORMATION',
    operationMode: 'LIVE',
    affectedStates: ['TI'],
    eventType: 'TEST',
    channels: {},
    description: {
      de: 'Am ersten Mittwoch im Februar werden ab 13.30 Uhr alle Sirenen im Tessin getestet.',
      fr: 'Le premier mercredi de février, toutes les sirènes du Tessin sont testées dès 13\u00a0h\u00a030.',
      it: 'Il primo mercoledì di febbraio, dalle 13.30, vengono testate tutte le sirene in Ticino.',
      en: 'On the first Wednesday in February all sirens in Ticino are tested from 13:30.',
    },
    polygons: [],
    primaryLanguage: 'it',
    title: {
      de: 'Sirenentest: kein Grund zur Sorge',
      fr: 'Test des sirènes\u00a0: aucune raison de s’inquiéter',
      it: 'Test delle sirene: nessun motivo di preoccupazione',
      en: 'Siren test: no cause for concern',
    },
  },
  {
    organisationCode: cantonalOrganisationCode('ZH'),
    createdBy: 'zh.operator',
    state: 'PREPARATION',
    messageType: 'WARNING',
    operationMode: 'LIVE',
    affectedStates: ['ZH'],
    eventType: 'FLOOD',
    channels: { icaro: true },
    description: {
      de: 'Die Sihl führt Hochwasser; die Ufer in Zürich können überflutet werden.',
      fr: 'La Sihl est en crue\u00a0; les rives à Zurich peuvent être inondées.',
      it: 'La Sihl è in piena; le rive a Zurigo possono essere inondate.',
      en: 'The Sihl is in flood; its banks in Zurich may be flooded.',
    },
    polygons: [],
    primaryLanguage: 'de',
    title: {
      de: 'Hochwasser an der Sihl',
      fr: 'Crue de la Sihl',
      it: 'Piena della Sihl',
      en: 'Flooding on the Sihl',
    },
  },
  {
    organisationCode: cantonalOrganisationCode('BE'),
    createdBy: 'be.operator',
    state: 'APPROVAL_PENDING',
    messageType: 'ALARM',
    operationMode: 'LIVE',
    affectedStates: ['BE', 'SO'],
    eventType: 'CHEMICAL_ACCIDENT',
    channels: { sirens: 'GENERAL_ALARM', icaro: true },
    description: {
      de: 'Aus einer Industrieanlage bei Lengnau tritt Gas aus; die Wolke zieht Richtung Grenchen.',
      fr: 'Du gaz s’échappe d’un site industriel près de Longeau\u00a0; le nuage se dirige vers Granges.',
      it: 'Da un impianto industriale presso Lengnau fuoriesce gas; la nube si sposta verso Grenchen.',
      en: 'Gas is escaping from an industrial plant near Lengnau; the cloud is drifting towards Grenchen.',
    },
    // The plume from Lengnau (BE) across the border to Grenchen (SO).
    polygons: [
      [
        [2594000, 1223500],
        [2600500, 1223500],
        [2600500, 1228500],
        [2594000, 1228500],
      ],
    ],
    primaryLanguage: 'de',
    title: {
      de: 'Gasaustritt bei Industrieanlage an der Grenze zu Solothurn',
      fr: 'Fuite de gaz sur un site industriel à la limite de Soleure',
      it: 'Fuga di gas in un impianto industriale al confine con Soletta',
      en: 'Gas leak at an industrial plant on the Solothurn border',
    },
  },
  {
    organisationCode: NATIONAL_ALARM_CENTRE,
    createdBy: 'nat.operator',
    state: 'PUBLICATION_PENDING',
    messageType: 'INFORMATION',
    operationMode: 'LIVE',
    affectedStates: ['GR', 'VS'],
    eventType: 'AVALANCHE',
    channels: {},
    description: {
      de: 'In den Alpen von Graubünden und Wallis herrscht grosse Lawinengefahr.',
      fr: 'Le danger d’avalanche est fort dans les Alpes des Grisons et du Valais.',
      it: 'Nelle Alpi dei Grigioni e del Vallese il pericolo di valanghe è forte.',
      en: 'Avalanche danger is high in the Alps of Graubünden and Valais.',
    },
    polygons: [],
    primaryLanguage: 'de',
    title: {
      de: 'Erhöhte Lawinengefahr in den Alpen',
      fr: 'Danger d’avalanche accru dans les Alpes',
      it: 'Pericolo di valanghe marcato nelle Alpi',
      en: 'Increased avalanche danger in the Alps',
    },
  },
  {
    organisationCode: cantonalOrganisationCode('ZH'),
    createdBy: 'zh.trainee',
    state: 'ACTIVE',
    messageType: 'WARNING',
    operationMode: 'EXERCISE',
    affectedStates: ['ZH'],
    eventType: 'STORM',
    channels: {},
    description: {
      de: 'Übung: Sturmböen bis 90 km/h über dem Zürichsee.',
      fr: 'Exercice\u00a0: rafales jusqu’à 90 km/h sur le lac de Zurich.',
      it: 'Esercitazione: raffiche fino a 90 km/h sul lago di Zurigo.',
      en: 'Exercise: gusts up to 90 km/h over Lake Zurich.',
    },
    polygons: [],
    primaryLanguage: 'de',
    title: {
      de: 'Übung: Sturmwarnung Zürichsee',
      fr: 'Exercice\u00a0: avis de tempête sur le lac de Zurich',
      it: 'Esercitazione: allerta tempesta sul lago di Zurigo',
      en: 'Exercise: storm warning on Lake Zurich',
    },
  },
];

// Who approved each published demo event (never its author in LIVE; the trainee practises alone).
const APPROVER: Record<string, string> = { ZH: 'zh.operator2', BE: 'nat.operator', TI: 'nat.operator' };
const MINUTE = 60_000;

function demoContent(event: DemoEvent): EventContent {
  return EventContentSchema.parse({
    messageType: event.messageType,
    eventType: event.eventType,
    primaryLanguage: event.primaryLanguage,
    texts: Object.fromEntries(
      LANGUAGES.map((l) => [l, { title: event.title[l], description: event.description[l] }]),
    ),
    area: event.polygons.length
      ? { polygons: event.polygons.map((shell) => ({ shell })) }
      : { polygons: [], cantons: event.affectedStates },
    channels: event.channels,
  });
}

/** The timeline up to the event's state: created, submitted and, once published, approved. */
function demoHistory(eventId: number, event: DemoEvent, start: number) {
  const submitted = event.affectedStates.length > 1 || event.organisationCode === NATIONAL_ALARM_CENTRE;
  const pending = submitted ? 'APPROVAL_PENDING' : 'PUBLICATION_PENDING';
  const approver =
    event.operationMode === 'EXERCISE'
      ? event.createdBy
      : (APPROVER[event.affectedStates[0]!] ?? 'nat.operator');
  const rows = [
    { action: 'CREATE', userName: event.createdBy, fromState: null, toState: 'PREPARATION', at: start },
    {
      action: 'SUBMIT',
      userName: event.createdBy,
      fromState: 'PREPARATION',
      toState: pending,
      at: start + 10 * MINUTE,
    },
  ];
  if (event.state === 'ACTIVE') {
    rows.push({
      action: 'APPROVE',
      userName: approver,
      fromState: pending,
      toState: 'ACTIVE',
      at: start + 14 * MINUTE,
    });
    rows.push({
      action: 'PUBLISHED',
      userName: approver,
      fromState: null,
      toState: 'ACTIVE',
      at: start + 14 * MINUTE,
    });
  }
  const reached = event.state === 'PREPARATION' ? rows.slice(0, 1) : rows;
  return {
    approver,
    rows: reached.map(({ at, ...row }) => ({
      ...row,
      eventId,
      at: new Date(at),
      detail: row.action === 'PUBLISHED' ? '1' : null,
    })),
  };
}

interface DemoPublication {
  eventId: number;
  event: DemoEvent;
  content: EventContent;
  senderName: LocalizedText;
  publishedBy: string;
  sent: Date;
}

/** The first published version of a demo event in a map state, with the CAP message that went out. */
async function insertDemoVersion(tx: Tx, boundaries: CantonBoundaries, p: DemoPublication) {
  const { event, eventId, content, sent } = p;
  const rings = event.polygons.length
    ? event.polygons
    : event.affectedStates.flatMap((code) => (boundaries.get(code) ?? []).map((polygon) => polygon.shell));
  const capXml = eventCapMessage({
    eventId,
    version: 1,
    operationMode: event.operationMode,
    msgType: 'Alert',
    content,
    allClear: false,
    affectedStates: event.affectedStates,
    rings,
    senderName: p.senderName,
    eventType: SEED_EVENT_TYPES.find((type) => type.code === content.eventType),
    sent,
    references: [],
  });
  await tx.insert(eventVersions).values({
    eventId,
    number: 1,
    identifier: capIdentifier(eventId, 1),
    operationMode: event.operationMode,
    capMsgType: 'Alert',
    state: 'ACTIVE',
    content,
    capXml,
    publishedAt: sent,
    publishedBy: p.publishedBy,
  });
}

/**
 * Seed step: the demo events with their texts, areas and timelines, owned by their organisations; the
 * published ones with their first version and its CAP message.
 */
export async function insertDemoEvents({
  tx,
  boundaries,
}: {
  tx: Tx;
  boundaries: CantonBoundaries;
}): Promise<void> {
  const owners = new Map((await tx.select().from(organisations)).map((row) => [row.code, row]));
  const start = Date.now() - 90 * MINUTE;
  const sent = new Date(start + 14 * MINUTE);
  // One by one, in order: the dashboard's browser test relies on the ids.
  for (const event of DEMO_EVENTS) {
    const owner = owners.get(event.organisationCode)!;
    const content = demoContent(event);
    const published = event.state === 'ACTIVE';
    const submitted = event.state !== 'PREPARATION';
    const [row] = await tx
      .insert(events)
      .values({
        state: event.state,
        messageType: event.messageType,
        eventType: event.eventType,
        operationMode: event.operationMode,
        affectedStates: event.affectedStates,
        title: event.title,
        primaryLanguage: event.primaryLanguage,
        createdBy: event.createdBy,
        // The event's times agree with its timeline, which starts an hour and a half ago.
        createdAt: new Date(start),
        updatedAt: published ? sent : new Date(submitted ? start + 10 * MINUTE : start),
        owningOrganisationId: owner.id,
        content,
        submittedBy: submitted ? event.createdBy : null,
        submittedAt: submitted ? new Date(start + 10 * MINUTE) : null,
        publishedAt: published ? sent : null,
        publishedVersions: published ? 1 : 0,
      })
      .returning({ id: events.id });
    const eventId = row!.id;
    const { approver, rows } = demoHistory(eventId, event, start);
    await tx.insert(eventHistory).values(rows);
    if (published)
      await insertDemoVersion(tx, boundaries, {
        eventId,
        event,
        content,
        senderName: owner.name,
        publishedBy: approver,
        sent,
      });
  }
}

/** Seed step of the base: the message templates events are written from and the text catalogue. */
export async function insertEventReferenceData({ tx }: { tx: Tx }): Promise<void> {
  await insertEventTemplates({ tx });
  await insertTextCatalogue({ tx });
}
