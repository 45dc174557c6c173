import i18next, { type TFunction } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../domain/session.ts';

type LocaleFile = Record<string, unknown>;

// One file per language (locales/<lang>.json, one top-level key per area); fetched only when used.
const LOCALE_FILES = import.meta.glob<LocaleFile>('./locales/*.json', { import: 'default' });

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

async function loadLanguage(language: Language): Promise<LocaleFile> {
  const load = LOCALE_FILES[`./locales/${language}.json`];
  if (!load) throw new Error(`no locale file for ${language}`);
  return load();
}

async function ensureLoaded(language: Language) {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadLanguage(language), true, true);
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
    });
  }
  await switchLanguage(language);
  return i18n;
}

/** Shows the console in `language`; `remember` stores it as the user's choice for later visits. */
export async function switchLanguage(language: Language, { remember = false } = {}) {
  await ensureLoaded(language);
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
