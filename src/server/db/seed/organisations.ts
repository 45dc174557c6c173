import { CANTONS, type Canton, type CantonCode } from '../../../domain/cantons.ts';
import { CH_ALL, STATE_CH } from '../../../domain/session.ts';
import type { LocalizedText } from '../schema/index.ts';

export interface DemoOrganisation {
  code: string;
  stateCode: string;
  name: LocalizedText;
  characteristic: string | null;
}

// "of <canton>" with the article each canton takes in French and Italian (du Valais, dei Grigioni, …).
const OF_CANTON: Record<CantonCode, { fr: string; it: string }> = {
  ZH: { fr: 'de Zurich', it: 'di Zurigo' },
  BE: { fr: 'de Berne', it: 'di Berna' },
  LU: { fr: 'de Lucerne', it: 'di Lucerna' },
  UR: { fr: 'd’Uri', it: 'di Uri' },
  SZ: { fr: 'de Schwytz', it: 'di Svitto' },
  OW: { fr: 'd’Obwald', it: 'di Obvaldo' },
  NW: { fr: 'de Nidwald', it: 'di Nidvaldo' },
  GL: { fr: 'de Glaris', it: 'di Glarona' },
  ZG: { fr: 'de Zoug', it: 'di Zugo' },
  FR: { fr: 'de Fribourg', it: 'di Friburgo' },
  SO: { fr: 'de Soleure', it: 'di Soletta' },
  BS: { fr: 'de Bâle-Ville', it: 'di Basilea Città' },
  BL: { fr: 'de Bâle-Campagne', it: 'di Basilea Campagna' },
  SH: { fr: 'de Schaffhouse', it: 'di Sciaffusa' },
  AR: { fr: 'd’Appenzell Rhodes-Extérieures', it: 'di Appenzello Esterno' },
  AI: { fr: 'd’Appenzell Rhodes-Intérieures', it: 'di Appenzello Interno' },
  SG: { fr: 'de Saint-Gall', it: 'di San Gallo' },
  GR: { fr: 'des Grisons', it: 'dei Grigioni' },
  AG: { fr: 'd’Argovie', it: 'di Argovia' },
  TG: { fr: 'de Thurgovie', it: 'di Turgovia' },
  TI: { fr: 'du Tessin', it: 'del Ticino' },
  VD: { fr: 'de Vaud', it: 'di Vaud' },
  VS: { fr: 'du Valais', it: 'del Vallese' },
  NE: { fr: 'de Neuchâtel', it: 'di Neuchâtel' },
  GE: { fr: 'de Genève', it: 'di Ginevra' },
  JU: { fr: 'du Jura', it: 'del Giura' },
};

/** Code of a canton's police operations centre, e.g. ZH-KAPO. */
export function cantonalOrganisationCode(canton: CantonCode): string {
  return `${canton}-KAPO`;
}

function cantonalPolice(canton: Canton): DemoOrganisation {
  const of = OF_CANTON[canton.code];
  return {
    code: cantonalOrganisationCode(canton.code),
    stateCode: canton.code,
    name: {
      de: `Kantonspolizei ${canton.name.de} – Einsatzzentrale`,
      fr: `Police cantonale ${of.fr} – Centrale d’engagement`,
      it: `Polizia cantonale ${of.it} – Centrale operativa`,
      en: `${canton.name.en} Cantonal Police – Operations Centre`,
    },
    characteristic: null,
  };
}

export const NATIONAL_ALARM_CENTRE = 'CH-NAZ';
export const DEVICE_OPERATIONS = 'CH-DEVICE';

/**
 * The federal organisations, then one police operations centre per canton in BFS order.
 * CH-DEVICE is CH_ALL too: its administrators look after devices in every canton, and the
 * banner stays out of their reach because their profile lacks BANNER_EDIT and BANNER_PUBLISH.
 */
export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = [
  {
    code: NATIONAL_ALARM_CENTRE,
    stateCode: STATE_CH,
    name: {
      de: 'Nationale Alarmzentrale',
      fr: 'Centrale nationale d’alarme',
      it: 'Centrale nazionale d’allarme',
      en: 'National Emergency Operations Centre',
    },
    characteristic: CH_ALL,
  },
  {
    code: DEVICE_OPERATIONS,
    stateCode: STATE_CH,
    name: {
      de: 'Bundesamt für Bevölkerungsschutz – Gerätebetrieb',
      fr: 'Office fédéral de la protection de la population – Exploitation des appareils',
      it: 'Ufficio federale della protezione della popolazione – Esercizio degli apparecchi',
      en: 'Federal Office for Civil Protection – Device Operations',
    },
    characteristic: CH_ALL,
  },
  ...CANTONS.map(cantonalPolice),
];
