import { DEFAULT_LANGUAGE, type Language } from '../../../domain/session.ts';
import { MANUALS } from '../../api/bases.ts';

/** One entry of the manuals' `index.json` (SPEC.md §3 "Help file"). */
export interface HelpFile {
  /** File name of the PDF under the manuals prefix. */
  name: string;
  language: string;
  description: string;
}

function isHelpFile(value: unknown): value is HelpFile {
  if (typeof value !== 'object' || value === null) return false;
  const { name, language, description } = value as Record<string, unknown>;
  return isHelpFileName(name) && typeof language === 'string' && typeof description === 'string';
}

/** A plain file name below the manuals prefix: no path, nothing that could leave the folder. */
export function isHelpFileName(name: unknown): name is string {
  return (
    typeof name === 'string' && name.trim() !== '' && !/[/\\]/.test(name) && name !== '.' && name !== '..'
  );
}

export function helpFileUrl(name: string): string {
  return `${MANUALS}/${encodeURIComponent(name)}`;
}

/** Reads the list of help files; entries that are not well-formed are left out. */
export async function fetchHelpFiles(signal?: AbortSignal): Promise<HelpFile[]> {
  const response = await fetch(`${MANUALS}/index.json`, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`the help file list answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('the help file list is not a list');
  return body.filter(isHelpFile);
}

/** The help files in the display language; German ones when there are none in it (SPEC.md §9). */
export function helpFilesFor(files: readonly HelpFile[], language: Language): HelpFile[] {
  const inLanguage = files.filter((file) => file.language === language);
  return inLanguage.length > 0 ? inLanguage : files.filter((file) => file.language === DEFAULT_LANGUAGE);
}
