import type { TFunction } from 'i18next';
import { type LabelledWords, searchWords } from '../../../../domain/registry/query.ts';
import type { RegistryEntry } from '../../../../domain/registry/types.ts';
import { valueLabel } from './valueLists.ts';

/**
 * Quick search in the user's words: for each word typed, the stored values of enum and yes/no columns
 * whose label contains it ("Stör" → FAULT), which the server searches besides the text columns.
 */
export function labelledWords(entry: RegistryEntry, q: string, t: TFunction): LabelledWords {
  const labelled = entry.columns.filter((c) => c.type === 'enum' || c.type === 'boolean');
  return searchWords(q).map((word) => {
    const needle = word.toLocaleLowerCase();
    const byField: Record<string, string[]> = {};
    for (const column of labelled) {
      const stored = column.type === 'boolean' ? ['true', 'false'] : (column.values ?? []);
      const hits = stored.filter((v) => valueLabel(column, v, t).toLocaleLowerCase().includes(needle));
      if (hits.length) byField[column.field] = hits;
    }
    return byField;
  });
}
