import type { Permission, ProfileName } from './permissions.ts';

export const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const OPERATION_MODES = ['LIVE', 'EXERCISE'] as const;
export type OperationMode = (typeof OPERATION_MODES)[number];

/** The organisation characteristic that grants national reach (banner, all cantons). */
export const CH_ALL = 'CH_ALL';

/** State code meaning the whole of Switzerland. */
export const STATE_CH = 'CH';

/** Claims carried by every access token (SPEC.md §3), whichever login server issued it. */
export interface ConsoleClaims {
  user_name: string;
  /** Organisation code; its first two characters are the state (canton) code. */
  organisation: string;
  user_profiles: ProfileName[];
  /** Canton code, or CH for the whole country. */
  managed_territory: string;
  wakeup_addressee_name: string;
  operation_mode: OperationMode;
  group_login: boolean;
  organisation_characteristic: string | null;
  lang: Language;
}

/** A user profile as listed to the web (SPEC.md §3: name, profileName). */
export interface UserProfile {
  name: string;
  profileName: ProfileName;
}

/** Answer of GET {SCC}/me: who is logged in and what they may do. */
export interface Me {
  userName: string;
  displayName: string;
  organisation: string;
  stateCode: string;
  managedTerritory: string;
  wakeupAddresseeName: string;
  operationMode: OperationMode;
  groupLogin: boolean;
  organisationCharacteristic: string | null;
  lang: Language;
  profiles: UserProfile[];
  permissions: Permission[];
}

/** The state (canton) code of an organisation code: its first two characters. */
export function stateCodeOf(organisation: string): string {
  return organisation.slice(0, 2).toUpperCase();
}
