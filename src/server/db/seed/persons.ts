import {
  type CantonCode,
  cantonByCode,
  isCantonCode,
  type RegionLanguage,
  SWITZERLAND,
} from '../../../domain/cantons.ts';
import { ALARM_CENTRE_ROLES, DEVICE_ROLES, type Gender, NAMES, POLICE_ROLES, type Role } from './names.ts';
import { DEVICE_OPERATIONS, type DemoOrganisation, NATIONAL_ALARM_CENTRE } from './organisations.ts';
import { pick, seededRandom } from './random.ts';
import type { DemoUser } from './users.ts';

export interface DemoPerson {
  organisationCode: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  function: string;
  /** The demo user this person stands behind, if any. */
  username: string | null;
}

// Main trunk code of each canton's capital; 58 is the federal administration's.
const AREA_CODES: Record<CantonCode | 'CH', string> = {
  CH: '58',
  ZH: '44',
  BE: '31',
  LU: '41',
  UR: '41',
  SZ: '41',
  OW: '41',
  NW: '41',
  GL: '55',
  ZG: '41',
  FR: '26',
  SO: '32',
  BS: '61',
  BL: '61',
  SH: '52',
  AR: '71',
  AI: '71',
  SG: '71',
  GR: '81',
  AG: '62',
  TG: '52',
  TI: '91',
  VD: '21',
  VS: '27',
  NE: '32',
  GE: '22',
  JU: '32',
};

/**
 * E-mail and phone of a demo person. Numbers start with 000 after the trunk code, a block never given
 * to subscribers, so no demo number can ring a real phone; `sequence` keeps them distinct.
 */
export function contactOf(firstName: string, lastName: string, stateCode: string, sequence: number) {
  const domain = `${stateCode.toLowerCase()}.example.ch`;
  const area = isCantonCode(stateCode) ? AREA_CODES[stateCode] : AREA_CODES.CH;
  const digits = String(sequence % 10_000).padStart(4, '0');
  return {
    email: `${mailName(firstName)}.${mailName(lastName)}@${domain}`,
    phone: `+41 ${area} 000 ${digits.slice(0, 2)} ${digits.slice(2)}`,
  };
}

/** An address-safe form of a name: Müller → mueller, Cédric → cedric, Jean-Luc → jean-luc. */
function mailName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z-]/g, '');
}

const PERSON_SEED = 2026;

/**
 * Per organisation: the persons behind its demo users, then four staff members drawn from the names
 * of its language region with a fixed seed. No name is used twice.
 */
export function demoPersons(
  organisations: readonly DemoOrganisation[],
  users: readonly DemoUser[],
): DemoPerson[] {
  const takenNames = new Set(users.map((u) => `${u.person.firstName} ${u.person.lastName}`));
  const random = seededRandom(PERSON_SEED);
  const persons: DemoPerson[] = [];
  const add = (organisation: DemoOrganisation, person: DemoUser['person'], username: string | null) =>
    persons.push({
      organisationCode: organisation.code,
      ...person,
      ...contactOf(person.firstName, person.lastName, organisation.stateCode, persons.length + 1),
      username,
    });
  for (const organisation of organisations) {
    for (const user of users)
      if (user.organisationCode === organisation.code) add(organisation, user.person, user.username);
    const languages = languagesOf(organisation.stateCode);
    for (const role of rolesOf(organisation.code)) {
      const language = random() < 0.7 ? languages[0]! : pick(random, languages);
      const gender: Gender = random() < 0.5 ? 'f' : 'm';
      const [firstName, lastName] = distinctName(random, language, gender, takenNames);
      const title = role[language === 'rm' ? 'de' : language][gender === 'm' ? 0 : 1];
      add(organisation, { firstName, lastName, function: title }, null);
    }
  }
  return persons;
}

function languagesOf(stateCode: string): readonly RegionLanguage[] {
  return isCantonCode(stateCode) ? cantonByCode(stateCode).languages : SWITZERLAND.languages;
}

function rolesOf(organisationCode: string): readonly Role[] {
  if (organisationCode === NATIONAL_ALARM_CENTRE) return ALARM_CENTRE_ROLES;
  if (organisationCode === DEVICE_OPERATIONS) return DEVICE_ROLES;
  return POLICE_ROLES;
}

function distinctName(
  random: () => number,
  language: RegionLanguage,
  gender: Gender,
  takenNames: Set<string>,
): [string, string] {
  const pool = NAMES[language];
  for (;;) {
    const firstName = pick(random, pool[gender]);
    const lastName = pick(random, pool.last);
    const key = `${firstName} ${lastName}`;
    if (!takenNames.has(key)) {
      takenNames.add(key);
      return [firstName, lastName];
    }
  }
}
