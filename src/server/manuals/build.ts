import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../domain/session.ts';
import { pdfOf } from '../pdf/pdfMake.ts';
import { type ModeBarTexts, manualDefinition } from './manualPdf.ts';
import { parseManual } from './markdown.ts';

/** Where the manuals come from and where their PDFs and `index.json` go. */
export interface ManualFolders {
  /** `<lang>.md` for every console language. */
  sources: string;
  /** The web app's language files, whose texts the manuals quote. */
  locales: string;
  out: string;
}

/** One entry of `index.json` (SPEC.md §3 "Help file"). */
export interface ManualEntry {
  name: string;
  language: Language;
  description: string;
}

type Texts = Record<string, unknown>;

function lookup(texts: Texts, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
}

/**
 * Puts the console's own words in place of `{{key.path}}` (a key of the language file), so that a
 * renamed screen or button renames itself in the manual; an unknown key fails the build.
 */
export function quoteConsoleTexts(source: string, texts: Texts, language: Language): string {
  return source.replace(/\{\{([\w.]+)\}\}/g, (_, key: string) => {
    const text = lookup(texts, key);
    if (typeof text !== 'string') throw new Error(`manual ${language}: no console text "${key}"`);
    return text;
  });
}

function modeBarTexts(texts: Texts, language: Language): ModeBarTexts {
  const quote = (key: string) => quoteConsoleTexts(`{{shell.mode.${key}}}`, texts, language);
  return {
    live: quote('live'),
    liveHint: quote('liveHint'),
    exercise: quote('exercise'),
    exerciseHint: quote('exerciseHint'),
  };
}

export const manualFileName = (language: Language) => `operator-manual-${language}.pdf`;

async function buildManual(folders: ManualFolders, language: Language): Promise<ManualEntry> {
  const texts = JSON.parse(await readFile(join(folders.locales, `${language}.json`), 'utf8')) as Texts;
  const source = await readFile(join(folders.sources, `${language}.md`), 'utf8');
  const blocks = parseManual(quoteConsoleTexts(source, texts, language));
  const title = blocks.find((block) => block.kind === 'title');
  if (!title || !('text' in title)) throw new Error(`manual ${language}: no "# title" line`);
  const name = manualFileName(language);
  await writeFile(
    join(folders.out, name),
    await pdfOf(manualDefinition(blocks, modeBarTexts(texts, language))),
  );
  return { name, language, description: title.text };
}

/** Writes every language's manual as PDF and the list of them as `index.json` into `folders.out`. */
export async function buildManuals(folders: ManualFolders): Promise<ManualEntry[]> {
  await mkdir(folders.out, { recursive: true });
  const entries: ManualEntry[] = [];
  for (const language of LANGUAGES) entries.push(await buildManual(folders, language));
  await writeFile(join(folders.out, 'index.json'), `${JSON.stringify(entries, null, 2)}\n`);
  return entries;
}
