// Apart from banner.ts (its zod schemas) so that the shell can read banner states without loading zod.
import type { Language } from './session.ts';

export const BANNER_STATES = ['ACTIVE', 'NOT_ACTIVE'] as const;
export type BannerState = (typeof BANNER_STATES)[number];
/** Prefix of bannerState on read (SPEC.md §3); writes carry the bare value or nothing. */
export const BANNER_STATE_NAMESPACE = 'BannerState';
export type NamespacedBannerState = `${typeof BANNER_STATE_NAMESPACE}.${BannerState}`;

export const BANNER_ACTIONS = ['EDIT', 'REVOKE'] as const;
export type BannerAction = (typeof BANNER_ACTIONS)[number];
/** NEW and UPDATE mean a banner is active; REVOKE that it was withdrawn. */
export const PUBLICATION_TYPES = ['NEW', 'UPDATE', 'REVOKE'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];
export const BANNER_LOG_ACTIONS = ['SAVE', 'PUBLICATION', 'REVOKE'] as const;
export type BannerLogAction = (typeof BANNER_LOG_ACTIONS)[number];

export type PerLanguage = Record<Language, string>;

/** What an editor writes: three texts per language and the language whose texts are required. */
export interface BannerTexts {
  title: PerLanguage;
  subtitle: PerLanguage;
  url: PerLanguage;
  primaryLanguage: Language;
}

export function emptyPerLanguage(): PerLanguage {
  return { de: '', fr: '', it: '', en: '' };
}

export function namespacedState(state: BannerState): NamespacedBannerState {
  return `${BANNER_STATE_NAMESPACE}.${state}`;
}

/** The bare state of a value read with or without its namespace. */
export function stripStateNamespace(value: string): BannerState | null {
  const bare = value.startsWith(`${BANNER_STATE_NAMESPACE}.`)
    ? value.slice(BANNER_STATE_NAMESPACE.length + 1)
    : value;
  return (BANNER_STATES as readonly string[]).includes(bare) ? (bare as BannerState) : null;
}
