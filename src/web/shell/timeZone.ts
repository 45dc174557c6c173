import type { Language } from '../../domain/session.ts';

/** Every time in the console is shown in this zone, whatever the browser's (SPEC.md §9). */
export const REFERENCE_TIME_ZONE = 'Europe/Zurich';

const LOCALES: Record<Language, string> = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH', en: 'en-GB' };

/** The Intl locale for dates and numbers in a console language. */
export function localeOf(language: Language): string {
  return LOCALES[language];
}

/** Warns developers and support when the browser runs in another zone, where local times would mislead. */
export function warnOnTimeZoneMismatch(
  browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): boolean {
  if (browserZone === REFERENCE_TIME_ZONE) return false;
  console.warn(
    `Browser time zone ${browserZone} differs from ${REFERENCE_TIME_ZONE}; times are shown in ${REFERENCE_TIME_ZONE}.`,
  );
  return true;
}
