import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../domain/session.ts';
import de from '../../../web/locales/de.json' with { type: 'json' };
import en from '../../../web/locales/en.json' with { type: 'json' };
import fr from '../../../web/locales/fr.json' with { type: 'json' };
import it_ from '../../../web/locales/it.json' with { type: 'json' };
import { renderPage } from './pages.ts';

const SHELL_PRODUCT = {
  de: de.shell.productName,
  fr: fr.shell.productName,
  it: it_.shell.productName,
  en: en.shell.productName,
};

describe('login pages', () => {
  it.each(LANGUAGES)(
    'name the product as the console does, in %s, in the title and the brand',
    (language) => {
      const html = renderPage({ language, title: (t) => t.loginTitle, body: () => '<h1>x</h1>' });
      const product = SHELL_PRODUCT[language];
      const title = /<title>(.*)<\/title>/.exec(html)?.[1];
      expect(title).toMatch(new RegExp(`– ${product}$`));
      expect(html).toContain(`<span>${product}</span>`);
      expect(html).not.toContain('Operator Console');
    },
  );
});
