import type { ProfileName } from '../../../domain/permissions.ts';
import { type Language, type OperationMode, STATE_CH } from '../../../domain/session.ts';
import { cantonalOrganisationCode, DEVICE_OPERATIONS, NATIONAL_ALARM_CENTRE } from './organisations.ts';

export interface DemoUser {
  username: string;
  organisationCode: string;
  /** The person behind the account (for a group login: the person answerable for it). */
  person: { firstName: string; lastName: string; function: string };
  profiles: ProfileName[];
  managedTerritory: string;
  operationMode: OperationMode;
  groupLogin: boolean;
  wakeupAddresseeName: string;
  lang: Language;
}

const ZH_CENTRE = 'Einsatzzentrale KAPO Zürich';
const NAZ_DUTY = 'NAZ Pikett';

function cantonalOperator(
  username: string,
  canton: 'ZH' | 'BE' | 'SO',
  person: DemoUser['person'],
  wakeupAddresseeName: string,
): DemoUser {
  return {
    username,
    organisationCode: cantonalOrganisationCode(canton),
    person,
    profiles: ['CANTONAL_OPERATOR'],
    managedTerritory: canton,
    operationMode: 'LIVE',
    groupLogin: false,
    wakeupAddresseeName,
    lang: 'de',
  };
}

/** The demo accounts of DESIGN.md §6 (listed in README.md), all with the demo password. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    organisationCode: NATIONAL_ALARM_CENTRE,
    person: { firstName: 'Martin', lastName: 'Gerber', function: 'Systemadministrator' },
    profiles: ['NATIONAL_ADMINISTRATOR'],
    managedTerritory: STATE_CH,
    operationMode: 'LIVE',
    groupLogin: false,
    wakeupAddresseeName: NAZ_DUTY,
    lang: 'de',
  },
  {
    username: 'nat.operator',
    organisationCode: NATIONAL_ALARM_CENTRE,
    person: { firstName: 'Claudia', lastName: 'Wyss', function: 'Pikettchefin' },
    profiles: ['NATIONAL_OPERATOR'],
    managedTerritory: STATE_CH,
    operationMode: 'LIVE',
    groupLogin: false,
    wakeupAddresseeName: NAZ_DUTY,
    lang: 'de',
  },
  cantonalOperator(
    'zh.operator',
    'ZH',
    { firstName: 'Daniel', lastName: 'Meier', function: 'Disponent' },
    ZH_CENTRE,
  ),
  cantonalOperator(
    'zh.operator2',
    'ZH',
    { firstName: 'Karin', lastName: 'Keller', function: 'Schichtleiterin' },
    ZH_CENTRE,
  ),
  cantonalOperator(
    'be.operator',
    'BE',
    { firstName: 'Christian', lastName: 'Zbinden', function: 'Disponent' },
    'Einsatzzentrale KAPO Bern',
  ),
  cantonalOperator(
    'so.operator',
    'SO',
    { firstName: 'Daniela', lastName: 'Flury', function: 'Disponentin' },
    'Einsatzzentrale KAPO Solothurn',
  ),
  {
    ...cantonalOperator(
      'zh.viewer',
      'ZH',
      { firstName: 'Peter', lastName: 'Brunner', function: 'Sachbearbeiter Bevölkerungsschutz' },
      ZH_CENTRE,
    ),
    profiles: ['CANTONAL_VIEWER'],
  },
  {
    ...cantonalOperator(
      'zh.group',
      'ZH',
      { firstName: 'Reto', lastName: 'Huber', function: 'Leiter Einsatzzentrale' },
      ZH_CENTRE,
    ),
    groupLogin: true,
  },
  {
    ...cantonalOperator(
      'zh.trainee',
      'ZH',
      { firstName: 'Lea', lastName: 'Frei', function: 'Disponentin in Ausbildung' },
      ZH_CENTRE,
    ),
    operationMode: 'EXERCISE',
  },
  {
    username: 'device.admin',
    organisationCode: DEVICE_OPERATIONS,
    person: { firstName: 'Sophie', lastName: 'Rochat', function: 'Technicienne système' },
    profiles: ['DEVICE_ADMINISTRATOR'],
    managedTerritory: STATE_CH,
    operationMode: 'LIVE',
    groupLogin: false,
    wakeupAddresseeName: 'BABS Pikett Gerätebetrieb',
    // French on purpose: shows that the console follows the language claim of the token.
    lang: 'fr',
  },
];
