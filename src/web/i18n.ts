import i18next, { type TFunction } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../domain/session.ts';
import { afterFirstScreen, firstScreenHeld } from './firstScreen.ts';
import { RETRY_DELAYS_MS } from './shell/errors/chunkLoad.ts';

type LocaleFile = Record<string, unknown>;

type LocaleModule = Promise<{ default: LocaleFile }>;

// One file per language (locales/<lang>.json, one top-level key per area), built into two parts
// (scripts/localeParts.ts, ADR 0021): `core` for the shell and the home page, `rest` for every other
// screen. Each is fetched only when its language is used.
const LOCALE_PARTS: Record<Language, { core: () => LocaleModule; rest: () => LocaleModule }> = {
  de: { core: () => import('virtual:locales/de/core'), rest: () => import('virtual:locales/de/rest') },
  fr: { core: () => import('virtual:locales/fr/core'), rest: () => import('virtual:locales/fr/rest') },
  it: { core: () => import('virtual:locales/it/core'), rest: () => import('virtual:locales/it/rest') },
  en: { core: () => import('virtual:locales/en/core'), rest: () => import('virtual:locales/en/rest') },
};

const STORAGE_KEY = 'console.language';

/** The single i18next instance of the web app (given to I18nextProvider in App.tsx). */
export const i18n = i18next.createInstance();

/** The language of a code such as `fr-CH` or `it`, or null when it is none of ours. */
export function languageOf(code: string | null | undefined): Language | null {
  const base = /^([a-z]{2})(?:[-_][a-z0-9]+)*$/i.exec(code ?? '')?.[1]?.toLowerCase();
  return isLanguage(base) ? base : null;
}

/** The first candidate that names one of our languages, else the default (SPEC.md §9). */
export function chooseLanguage(candidates: readonly (string | null | undefined)[]): Language {
  for (const candidate of candidates) {
    const language = languageOf(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export function storedLanguage(): Language | null {
  return languageOf(localStorage.getItem(STORAGE_KEY));
}

export function browserLanguages(): readonly string[] {
  return navigator.languages ?? [navigator.language];
}

// Parts fetched or being fetched, per language: each is added to i18next once.
const loading = new Map<string, Promise<void>>();

function ensurePart(language: Language, part: 'core' | 'rest'): Promise<void> {
  const key = `${language}/${part}`;
  let done = loading.get(key);
  if (!done) {
    done = LOCALE_PARTS[language][part]().then(({ default: texts }) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
    });
    // A part that failed to load (server away) is fetched again next time it is asked for.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/**
 * Loads a language without showing it: its core part always; the rest too, unless `restLater`, when it
 * follows once the first screen shows (the home page shows with the core alone; components re-render when
 * the rest arrives).
 */
export async function ensureLoaded(language: Language, { restLater = false } = {}) {
  if (restLater) {
    void restInBackground(language);
    await ensurePart(language, 'core');
  } else await Promise.all([ensurePart(language, 'core'), ensurePart(language, 'rest')]);
}

// Tried again while the server is away, like a page's code: a page opened meanwhile shows its texts as soon
// as the server is back, without a reload.
async function restInBackground(language: Language) {
  await afterFirstScreen();
  for (let attempt = 0; ; attempt++) {
    try {
      await ensurePart(language, 'rest');
      return;
    } catch {
      await new Promise((resolve) =>
        setTimeout(resolve, RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]),
      );
    }
  }
}

function reflectInDocument(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Starts i18next in the given language (before login: stored choice, then browser language). */
export async function initI18n(
  language: Language = chooseLanguage([storedLanguage(), ...browserLanguages()]),
) {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
      // Components re-render when a language part arrives (the rest follows the first render of /home).
      react: { bindI18nStore: 'added' },
    });
  }
  await switchLanguage(language, { restLater: firstScreenHeld() });
  return i18n;
}

/**
 * Shows the console in `language`; `remember` stores it as the user's choice for later visits; `restLater`
 * shows it once the core texts are there and lets the rest follow.
 */
export async function switchLanguage(language: Language, { remember = false, restLater = false } = {}) {
  await ensureLoaded(language, { restLater });
  if (remember) localStorage.setItem(STORAGE_KEY, language);
  await i18n.changeLanguage(language);
  reflectInDocument(language);
}

/** The texts of another language than the one shown, e.g. to prefill a message in every language it goes out in. */
export async function textsIn(language: Language): Promise<TFunction> {
  await ensureLoaded(language);
  return i18n.getFixedT(language);
}

/** The language the console is shown in now; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return languageOf(instance.language) ?? DEFAULT_LANGUAGE;
}
