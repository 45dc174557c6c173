import { describe, expect, it } from 'vitest';
import { type CatalogueExport, catalogueCsv, catalogueFromCsv, parseCsv } from './textCatalogue.ts';

const texts = {
  de: 'Im Haus bleiben',
  fr: 'Rester à l’intérieur',
  it: 'Restare in casa',
  en: 'Stay indoors',
};

describe('catalogue export', () => {
  it('reads its own CSV back unchanged, quotes, line breaks, semicolons and formula-like texts included', () => {
    const catalogue: CatalogueExport = {
      format: 'operator-console/text-catalogue',
      version: 1,
      entries: [
        {
          kind: 'behavior',
          code: 'STAY_INDOORS',
          texts,
          category: null,
          capCategory: null,
          pictogram: 'STAY_INDOORS',
        },
        {
          kind: 'eventtype',
          code: 'FLOOD',
          texts: { ...texts, de: '=HYPERLINK("x"); "Zitat"\nzweite Zeile' },
          category: 'NATURE',
          capCategory: 'Met',
          pictogram: null,
        },
        {
          kind: 'impact',
          code: 'MINUS',
          texts: { ...texts, en: '-5 °C' },
          category: null,
          capCategory: null,
          pictogram: null,
        },
      ],
      pictograms: [
        {
          kind: 'behavior',
          code: 'STAY_INDOORS',
          label: texts,
          image: { mediaType: 'image/png', base64: 'iVBORw0KGgo=' },
        },
      ],
    };
    const csv = catalogueCsv(catalogue);
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(catalogueFromCsv(csv)).toEqual(catalogue);
  });

  it('parses quoted cells with doubled quotes and CRLF line ends', () => {
    expect(parseCsv('a;"b ""c"";d"\r\n1;2\r\n')).toEqual([
      ['a', 'b "c";d'],
      ['1', '2'],
    ]);
  });
});
