import { describe, expect, it } from 'vitest';
import { EventContentSchema } from '../../../../domain/eventContent.ts';
import { contentDiff, wordDiff } from './textDiff.ts';

const content = (title: string, instructions: string[]) =>
  EventContentSchema.parse({
    primaryLanguage: 'de',
    texts: { de: { title, description: 'Starker Regen.', instructions } },
    area: { polygons: [] },
    channels: {},
  });

describe('version diff', () => {
  it('marks the words that came in and went out', () => {
    expect(wordDiff('Unwetter in Zürich', 'Schweres Unwetter in Winterthur')).toEqual([
      { kind: 'inserted', text: 'Schweres ' },
      { kind: 'same', text: 'Unwetter in ' },
      { kind: 'deleted', text: 'Zürich' },
      { kind: 'inserted', text: 'Winterthur' },
    ]);
  });

  it('compares every text field of a language and says which changed', () => {
    const diff = contentDiff(
      content('Unwetter', ['Im Haus bleiben.']),
      content('Unwetter', ['Im Haus bleiben.', 'Fenster schliessen.']),
      'de',
    );
    expect(diff.map((d) => [d.field, d.changed])).toEqual([
      ['title', false],
      ['description', false],
      ['impacts', false],
      ['instructions', true],
    ]);
    expect(
      diff[3]?.parts
        .filter((p) => p.kind === 'inserted')
        .map((p) => p.text)
        .join(''),
    ).toContain('2. Fenster schliessen.');
  });

  it('shows no change in a language neither version has', () => {
    const diff = contentDiff(content('Unwetter', []), content('Unwetter', []), 'fr');
    expect(diff.every((d) => !d.changed)).toBe(true);
  });
});
