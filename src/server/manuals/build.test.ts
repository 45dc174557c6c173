import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/session.ts';
import { buildManuals, type ManualEntry, quoteConsoleTexts } from './build.ts';
import { parseManual } from './markdown.ts';

const repo = join(import.meta.dirname, '../../..');
const locales = join(repo, 'src/web/locales');

/** The text of one page of a PDF, as a reader's PDF viewer extracts it. */
async function pageText(file: string, page: number): Promise<{ pages: number; text: string }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(await readFile(file)) });
  const document = await loading.promise;
  const content = await (await document.getPage(page)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  const pages = document.numPages;
  await loading.destroy();
  return { pages, text };
}

describe('operator manuals', () => {
  let out: string;
  let entries: ManualEntry[];

  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'manuals-'));
    entries = await buildManuals({ sources: join(repo, 'manuals/src'), locales, out });
  });
  afterAll(() => rm(out, { recursive: true, force: true }));

  it('lists one manual per console language in index.json, titled in its language', async () => {
    const index = JSON.parse(await readFile(join(out, 'index.json'), 'utf8')) as ManualEntry[];
    expect(index).toEqual(entries);
    expect(index.map((entry) => entry.language)).toEqual([...LANGUAGES]);
    expect(index.find((entry) => entry.language === 'fr')?.description).toBe(
      'Manuel d’utilisation de la console d’alarme',
    );
  });

  it('starts the first chapter on page 2 and quotes the console’s own words', async () => {
    const firstChapter = {
      de: '1 Erste Schritte',
      fr: '1 Premiers pas',
      it: '1 Primi passi',
      en: '1 Getting started',
    };
    for (const { name, language } of entries) {
      const { pages, text } = await pageText(join(out, name), 2);
      expect(pages, name).toBeGreaterThanOrEqual(8);
      expect(text, name).toContain(firstChapter[language]);
      const texts = JSON.parse(await readFile(join(locales, `${language}.json`), 'utf8'));
      expect(text, name).toContain(texts.shell.header.help);
    }
  });

  it('shows both operation-mode bars with the console’s labels', async () => {
    const { text } = await pageText(join(out, 'operator-manual-fr.pdf'), 3);
    expect(text).toContain('LIVE');
    expect(text).toContain('Mode réel');
    expect(text).toContain('EXERCICE');
    expect(text).toContain('Mode exercice – aucune alarme réelle');
  });

  it('fails the build when a manual quotes a console text that does not exist', async () => {
    const sources = await mkdtemp(join(tmpdir(), 'manual-sources-'));
    for (const language of LANGUAGES)
      await writeFile(join(sources, `${language}.md`), `# Manual\n\n## One\n\n{{menu.screens.nothing}}\n`);
    await expect(buildManuals({ sources, locales, out: sources })).rejects.toThrow(
      'manual de: no console text "menu.screens.nothing"',
    );
    await rm(sources, { recursive: true, force: true });
  });
});

describe('manual Markdown', () => {
  it('reads headings, paragraphs, lists, bold words and directives', () => {
    const blocks = parseManual(
      '# Title\n\nFirst line\nsecond **bold** line.\n\n[[toc: Contents]]\n\n## Chapter\n\n- a\n- b\n1. one\n2. two\n\n[[bar: EXERCISE]]\n### Section',
    );
    expect(blocks).toEqual([
      { kind: 'title', text: 'Title' },
      {
        kind: 'paragraph',
        inlines: [
          { text: 'First line second ', bold: false },
          { text: 'bold', bold: true },
          { text: ' line.', bold: false },
        ],
      },
      { kind: 'toc', title: 'Contents' },
      { kind: 'chapter', text: 'Chapter' },
      { kind: 'list', ordered: false, items: [[{ text: 'a', bold: false }], [{ text: 'b', bold: false }]] },
      {
        kind: 'list',
        ordered: true,
        items: [[{ text: 'one', bold: false }], [{ text: 'two', bold: false }]],
      },
      { kind: 'bar', mode: 'EXERCISE' },
      { kind: 'section', text: 'Section' },
    ]);
  });

  it('refuses what it cannot place instead of printing it', () => {
    expect(() => parseManual('#### Too deep')).toThrow('manual line not understood');
    expect(() => parseManual('[[bar: TRAINING]]')).toThrow('unknown operation mode');
    expect(() => parseManual('[[image: x.png]]')).toThrow('manual line not understood');
  });

  it('quotes a console text by its key', () => {
    expect(quoteConsoleTexts('Press **{{a.b}}**.', { a: { b: 'Help' } }, 'en')).toBe('Press **Help**.');
  });
});
