import { describe, expect, it } from 'vitest';
import { helpFilesFor, helpFileUrl, isHelpFileName } from './manuals.ts';
import { pageWithin, zoomedIn, zoomedOut } from './pdfPaging.ts';

describe('help files', () => {
  const files = [
    { name: 'a.pdf', language: 'de', description: 'A' },
    { name: 'b.pdf', language: 'en', description: 'B' },
  ];

  it('are the ones of the display language, else the German ones', () => {
    expect(helpFilesFor(files, 'en').map((f) => f.name)).toEqual(['b.pdf']);
    expect(helpFilesFor(files, 'fr').map((f) => f.name)).toEqual(['a.pdf']);
  });

  it('are addressed below the manuals prefix, never outside it', () => {
    expect(helpFileUrl('Bedienung 2026 #1.pdf')).toBe('/manuals/Bedienung%202026%20%231.pdf');
    expect(isHelpFileName('Bedienung.pdf')).toBe(true);
    for (const name of ['..', '.', '', ' ', 'a/b.pdf', '..\\x.pdf', 42])
      expect(isHelpFileName(name)).toBe(false);
  });
});

describe('PDF paging', () => {
  it('zooms in and out by steps, from a fitted scale to the next step', () => {
    expect(zoomedIn(1)).toBe(1.25);
    expect(zoomedIn(1.1)).toBe(1.25);
    expect(zoomedIn(3)).toBe(3);
    expect(zoomedOut(1.1)).toBe(1);
    expect(zoomedOut(0.5)).toBe(0.5);
  });

  it('keeps typed page numbers within the document', () => {
    expect(pageWithin(0, 5)).toBe(1);
    expect(pageWithin(9, 5)).toBe(5);
    expect(pageWithin(2.6, 5)).toBe(3);
    expect(pageWithin(Number.NaN, 5)).toBe(1);
  });
});
