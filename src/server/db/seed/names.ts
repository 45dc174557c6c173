import type { RegionLanguage } from '../../../domain/cantons.ts';

export type Gender = 'f' | 'm';

interface NamePool {
  f: readonly string[];
  m: readonly string[];
  last: readonly string[];
}

/** Common first and family names of each language region, for persons that look familiar to operators. */
export const NAMES: Record<RegionLanguage, NamePool> = {
  de: {
    f: [
      'Sandra',
      'Nicole',
      'Andrea',
      'Barbara',
      'Monika',
      'Sarah',
      'Laura',
      'Corinne',
      'Franziska',
      'Nadine',
    ],
    m: ['Thomas', 'Martin', 'Stefan', 'Andreas', 'Lukas', 'Beat', 'Urs', 'Simon', 'Patrick', 'Adrian'],
    last: [
      'Müller',
      'Schmid',
      'Weber',
      'Schneider',
      'Steiner',
      'Fischer',
      'Baumann',
      'Zimmermann',
      'Moser',
      'Widmer',
      'Graf',
      'Bühler',
      'Suter',
      'Kälin',
      'Ammann',
      'Bachmann',
      'Lüthi',
      'Odermatt',
      'Zurbriggen',
      'Hofstetter',
      'Marti',
      'Lehmann',
      'Arnold',
      'Kaufmann',
      'Egli',
      'Aebi',
      'Käser',
      'Kunz',
    ],
  },
  fr: {
    f: ['Nathalie', 'Isabelle', 'Valérie', 'Céline', 'Chantal', 'Aurélie', 'Sandrine', 'Mélanie', 'Camille'],
    m: ['Jean-Luc', 'Olivier', 'Nicolas', 'Pierre', 'Philippe', 'Laurent', 'Julien', 'Yves', 'Cédric'],
    last: [
      'Favre',
      'Girard',
      'Perrin',
      'Bonvin',
      'Dubois',
      'Chappuis',
      'Jaquet',
      'Monnier',
      'Pittet',
      'Rey',
      'Cuendet',
      'Berset',
      'Vuilleumier',
      'Bourquin',
      'Maillard',
      'Clerc',
    ],
  },
  it: {
    f: ['Francesca', 'Chiara', 'Giulia', 'Elena', 'Paola', 'Silvia', 'Manuela', 'Sara'],
    m: ['Luca', 'Alessandro', 'Paolo', 'Giorgio', 'Matteo', 'Fabio', 'Stefano', 'Davide'],
    last: [
      'Rossi',
      'Bernasconi',
      'Ferrari',
      'Lepori',
      'Bianchi',
      'Galli',
      'Fumagalli',
      'Pedrazzini',
      'Cattaneo',
      'Quadri',
      'Ghirlanda',
      'Molinari',
    ],
  },
  rm: {
    f: ['Ursina', 'Mengia', 'Seraina', 'Annina', 'Ladina'],
    m: ['Gian', 'Curdin', 'Duri', 'Flurin', 'Men'],
    last: ['Caduff', 'Cathomen', 'Casanova', 'Derungs', 'Cadonau', 'Camenisch', 'Tscharner', 'Capaul'],
  },
};

/** A job title in the person's language, [male form, female form]. */
export type Role = Record<'de' | 'fr' | 'it', readonly [string, string]>;

export const POLICE_ROLES: readonly Role[] = [
  {
    de: ['Leiter Einsatzzentrale', 'Leiterin Einsatzzentrale'],
    fr: ['Chef de la centrale d’engagement', 'Cheffe de la centrale d’engagement'],
    it: ['Capo della centrale operativa', 'Capo della centrale operativa'],
  },
  {
    de: ['Schichtleiter', 'Schichtleiterin'],
    fr: ['Chef d’équipe', 'Cheffe d’équipe'],
    it: ['Capoturno', 'Capoturno'],
  },
  { de: ['Disponent', 'Disponentin'], fr: ['Opérateur', 'Opératrice'], it: ['Operatore', 'Operatrice'] },
  {
    de: ['Alarmierungsverantwortlicher', 'Alarmierungsverantwortliche'],
    fr: ['Responsable de l’alarme', 'Responsable de l’alarme'],
    it: ['Responsabile dell’allarme', 'Responsabile dell’allarme'],
  },
];

export const ALARM_CENTRE_ROLES: readonly Role[] = [
  {
    de: ['Chef Nationale Alarmzentrale', 'Chefin Nationale Alarmzentrale'],
    fr: ['Chef de la CENAL', 'Cheffe de la CENAL'],
    it: ['Capo della CENAL', 'Capo della CENAL'],
  },
  {
    de: ['Pikettchef', 'Pikettchefin'],
    fr: ['Chef de piquet', 'Cheffe de piquet'],
    it: ['Capo picchetto', 'Capo picchetto'],
  },
  {
    de: ['Fachspezialist Warnung', 'Fachspezialistin Warnung'],
    fr: ['Spécialiste alerte', 'Spécialiste alerte'],
    it: ['Specialista allerta', 'Specialista allerta'],
  },
  {
    de: ['Einsatzoffizier', 'Einsatzoffizierin'],
    fr: ['Officier d’engagement', 'Officière d’engagement'],
    it: ['Ufficiale d’impiego', 'Ufficiale d’impiego'],
  },
];

export const DEVICE_ROLES: readonly Role[] = [
  {
    de: ['Leiter Gerätebetrieb', 'Leiterin Gerätebetrieb'],
    fr: ['Chef exploitation des appareils', 'Cheffe exploitation des appareils'],
    it: ['Capo esercizio apparecchi', 'Capo esercizio apparecchi'],
  },
  {
    de: ['Systemtechniker', 'Systemtechnikerin'],
    fr: ['Technicien système', 'Technicienne système'],
    it: ['Tecnico di sistema', 'Tecnica di sistema'],
  },
  {
    de: ['Projektleiter Sirenen', 'Projektleiterin Sirenen'],
    fr: ['Chef de projet sirènes', 'Cheffe de projet sirènes'],
    it: ['Capoprogetto sirene', 'Capoprogetto sirene'],
  },
  {
    de: ['Fachspezialist Funk', 'Fachspezialistin Funk'],
    fr: ['Spécialiste radio', 'Spécialiste radio'],
    it: ['Specialista radio', 'Specialista radio'],
  },
];
