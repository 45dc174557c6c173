import type { EventState, MessageType } from '../../../domain/events.ts';
import type { Language, OperationMode } from '../../../domain/session.ts';
import type { Tx } from '../client.ts';
import { events, type LocalizedText, organisations } from '../schema/index.ts';
import { cantonalOrganisationCode, NATIONAL_ALARM_CENTRE } from './organisations.ts';

interface DemoEvent {
  organisationCode: string;
  createdBy: string;
  state: EventState;
  messageType: MessageType | null;
  operationMode: OperationMode;
  affectedStates: string[];
  primaryLanguage: Language;
  title: LocalizedText;
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
    primaryLanguage: 'de',
    title: {
      de: 'Chemieunfall in Winterthur: Fenster und Türen schliessen',
      fr: 'Accident chimique à Winterthour : fermez portes et fenêtres',
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
    primaryLanguage: 'de',
    title: {
      de: 'Schwere Gewitter im Berner Oberland',
      fr: "Violents orages dans l'Oberland bernois",
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
    primaryLanguage: 'it',
    title: {
      de: 'Sirenentest: kein Grund zur Sorge',
      fr: 'Test des sirènes : aucune raison de s’inquiéter',
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
    primaryLanguage: 'de',
    title: {
      de: 'Erhöhte Lawinengefahr in den Alpen',
      fr: "Danger d'avalanche accru dans les Alpes",
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
    primaryLanguage: 'de',
    title: {
      de: 'Übung: Sturmwarnung Zürichsee',
      fr: 'Exercice : avis de tempête sur le lac de Zurich',
      it: 'Esercitazione: allerta tempesta sul lago di Zurigo',
      en: 'Exercise: storm warning on Lake Zurich',
    },
  },
];

/** Seed step: the demo events, owned by their organisations. */
export async function insertDemoEvents({ tx }: { tx: Tx }): Promise<void> {
  const rows = await tx.select({ id: organisations.id, code: organisations.code }).from(organisations);
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  await tx.insert(events).values(
    DEMO_EVENTS.map(({ organisationCode, ...event }) => ({
      ...event,
      owningOrganisationId: ids.get(organisationCode)!,
    })),
  );
}
