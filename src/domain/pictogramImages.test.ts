import { describe, expect, it } from 'vitest';
import { imageProblems } from './pictogramImages.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const svg = (body: string) => bytes(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`);

describe('pictogram images', () => {
  it('accept a plain SVG with internal references and a PNG by its signature', () => {
    expect(imageProblems('image/svg+xml', svg('<defs><g id="a"/></defs><use href="#a"/>'), 1000)).toEqual([]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect(imageProblems('image/png', png, 1000)).toEqual([]);
  });

  it.each([
    ['<script>x()</script>', 'svgScript'],
    ['<SCRIPT >x()</SCRIPT>', 'svgScript'],
    ['<rect onclick="x()"/>', 'svgEventHandler'],
    ['<use xlink:href="https://example.org/a.svg#b"/>', 'svgExternalReference'],
    ['<rect fill="url(http://example.org/p)"/>', 'svgExternalReference'],
    ['<style>@import "https://example.org/x.css";</style>', 'svgExternalReference'],
    ['<foreignObject><div/></foreignObject>', 'svgEmbeddedContent'],
  ])('refuse an SVG with %s', (body, problem) => {
    expect(imageProblems('image/svg+xml', svg(body), 10_000)).toContain(problem);
  });

  it('refuse another type, a file over the limit and content that is not what it claims', () => {
    expect(imageProblems('image/gif', bytes('GIF89a'), 1000)).toEqual(['wrongType']);
    expect(imageProblems('image/svg+xml', svg('x'.repeat(100)), 50)).toEqual(['tooLarge']);
    expect(imageProblems('image/png', svg(''), 1000)).toEqual(['notPng']);
    expect(imageProblems('image/svg+xml', bytes('plain text'), 1000)).toEqual(['notSvg']);
  });
});
