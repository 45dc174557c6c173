/** The 26 canton codes in the order of their BFS numbers (1 = ZH … 26 = JU). */
export const CANTON_CODES = [
  'ZH',
  'BE',
  'LU',
  'UR',
  'SZ',
  'OW',
  'NW',
  'GL',
  'ZG',
  'FR',
  'SO',
  'BS',
  'BL',
  'SH',
  'AR',
  'AI',
  'SG',
  'GR',
  'AG',
  'TG',
  'TI',
  'VD',
  'VS',
  'NE',
  'GE',
  'JU',
] as const;

export type CantonCode = (typeof CANTON_CODES)[number];

/** A name in the four console languages. */
export interface CantonName {
  de: string;
  fr: string;
  it: string;
  en: string;
}

/** Languages spoken in a region (rm = Romansh, which the console itself does not offer). */
export type RegionLanguage = 'de' | 'fr' | 'it' | 'rm';

export interface Canton {
  code: CantonCode;
  /** Federal statistical office number, 1–26, as used by official boundary files. */
  bfsNumber: number;
  name: CantonName;
  /** Official languages of the canton, the majority language first. */
  languages: readonly RegionLanguage[];
}

const DE: readonly RegionLanguage[] = ['de'];
const FR: readonly RegionLanguage[] = ['fr'];

function canton(code: CantonCode, name: CantonName, languages: readonly RegionLanguage[]): Canton {
  return { code, bfsNumber: CANTON_CODES.indexOf(code) + 1, name, languages };
}

function sameName(name: string): CantonName {
  return { de: name, fr: name, it: name, en: name };
}

/** Every canton in BFS order; the invariant `CANTONS[n - 1].bfsNumber === n` holds. */
export const CANTONS: readonly Canton[] = [
  canton('ZH', { de: 'Zürich', fr: 'Zurich', it: 'Zurigo', en: 'Zurich' }, DE),
  canton('BE', { de: 'Bern', fr: 'Berne', it: 'Berna', en: 'Bern' }, ['de', 'fr']),
  canton('LU', { de: 'Luzern', fr: 'Lucerne', it: 'Lucerna', en: 'Lucerne' }, DE),
  canton('UR', sameName('Uri'), DE),
  canton('SZ', { de: 'Schwyz', fr: 'Schwytz', it: 'Svitto', en: 'Schwyz' }, DE),
  canton('OW', { de: 'Obwalden', fr: 'Obwald', it: 'Obvaldo', en: 'Obwalden' }, DE),
  canton('NW', { de: 'Nidwalden', fr: 'Nidwald', it: 'Nidvaldo', en: 'Nidwalden' }, DE),
  canton('GL', { de: 'Glarus', fr: 'Glaris', it: 'Glarona', en: 'Glarus' }, DE),
  canton('ZG', { de: 'Zug', fr: 'Zoug', it: 'Zugo', en: 'Zug' }, DE),
  canton('FR', { de: 'Freiburg', fr: 'Fribourg', it: 'Friburgo', en: 'Fribourg' }, ['fr', 'de']),
  canton('SO', { de: 'Solothurn', fr: 'Soleure', it: 'Soletta', en: 'Solothurn' }, DE),
  canton('BS', { de: 'Basel-Stadt', fr: 'Bâle-Ville', it: 'Basilea Città', en: 'Basel-City' }, DE),
  canton(
    'BL',
    { de: 'Basel-Landschaft', fr: 'Bâle-Campagne', it: 'Basilea Campagna', en: 'Basel-Country' },
    DE,
  ),
  canton('SH', { de: 'Schaffhausen', fr: 'Schaffhouse', it: 'Sciaffusa', en: 'Schaffhausen' }, DE),
  canton(
    'AR',
    {
      de: 'Appenzell Ausserrhoden',
      fr: 'Appenzell Rhodes-Extérieures',
      it: 'Appenzello Esterno',
      en: 'Appenzell Outer Rhodes',
    },
    DE,
  ),
  canton(
    'AI',
    {
      de: 'Appenzell Innerrhoden',
      fr: 'Appenzell Rhodes-Intérieures',
      it: 'Appenzello Interno',
      en: 'Appenzell Inner Rhodes',
    },
    DE,
  ),
  canton('SG', { de: 'St. Gallen', fr: 'Saint-Gall', it: 'San Gallo', en: 'St. Gallen' }, DE),
  canton('GR', { de: 'Graubünden', fr: 'Grisons', it: 'Grigioni', en: 'Grisons' }, ['de', 'it', 'rm']),
  canton('AG', { de: 'Aargau', fr: 'Argovie', it: 'Argovia', en: 'Aargau' }, DE),
  canton('TG', { de: 'Thurgau', fr: 'Thurgovie', it: 'Turgovia', en: 'Thurgau' }, DE),
  canton('TI', { de: 'Tessin', fr: 'Tessin', it: 'Ticino', en: 'Ticino' }, ['it']),
  canton('VD', { de: 'Waadt', fr: 'Vaud', it: 'Vaud', en: 'Vaud' }, FR),
  canton('VS', { de: 'Wallis', fr: 'Valais', it: 'Vallese', en: 'Valais' }, ['fr', 'de']),
  canton('NE', { de: 'Neuenburg', fr: 'Neuchâtel', it: 'Neuchâtel', en: 'Neuchâtel' }, FR),
  canton('GE', { de: 'Genf', fr: 'Genève', it: 'Ginevra', en: 'Geneva' }, FR),
  canton('JU', { de: 'Jura', fr: 'Jura', it: 'Giura', en: 'Jura' }, FR),
];

/** The whole country: state code CH, used as territory of national users and organisations. */
export const SWITZERLAND = {
  code: 'CH',
  name: { de: 'Schweiz', fr: 'Suisse', it: 'Svizzera', en: 'Switzerland' } satisfies CantonName,
  languages: ['de', 'fr', 'it', 'rm'] as readonly RegionLanguage[],
} as const;

/** True for the 26 canton codes (upper case); CH is not a canton. */
export function isCantonCode(value: unknown): value is CantonCode {
  return typeof value === 'string' && (CANTON_CODES as readonly string[]).includes(value);
}

/** The canton with the given BFS number (1–26), or undefined. */
export function cantonByBfs(bfsNumber: number): Canton | undefined {
  return Number.isInteger(bfsNumber) ? CANTONS[bfsNumber - 1] : undefined;
}

/** The canton with the given code. */
export function cantonByCode(code: CantonCode): Canton {
  return CANTONS[CANTON_CODES.indexOf(code)]!;
}
