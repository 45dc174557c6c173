// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n, initI18n, languageOf, storedLanguage, switchLanguage } from './i18n.ts';

afterEach(() => localStorage.clear());

describe('language choice', () => {
  it('takes the first candidate that is one of the four languages', () => {
    expect(chooseLanguage(['fr', 'it'])).toBe('fr');
    expect(chooseLanguage([null, undefined, 'it-CH', 'fr'])).toBe('it');
    expect(chooseLanguage(['rm', 'en-GB'])).toBe('en');
  });

  it('falls back to German when nothing matches', () => {
    expect(chooseLanguage([])).toBe('de');
    expect(chooseLanguage(['rm', 'es-ES', ''])).toBe('de');
  });

  it('reads region codes by their language', () => {
    expect(languageOf('FR-ch')).toBe('fr');
    expect(languageOf('de')).toBe('de');
    expect(languageOf('english')).toBeNull();
  });
});

describe('switching language', () => {
  it('loads the texts of the new language and keeps the choice only when asked to', async () => {
    await initI18n('de');
    expect(i18n.t('menu.screens.home')).toBe('Startseite');
    await switchLanguage('fr');
    expect(i18n.t('menu.screens.home')).toBe('Accueil');
    expect(storedLanguage()).toBeNull();
    await switchLanguage('it', { remember: true });
    expect(i18n.t('menu.screens.home')).toBe('Pagina iniziale');
    expect(storedLanguage()).toBe('it');
    expect(document.documentElement.lang).toBe('it');
  });
});
