import type { DocumentDefinition } from '../pdf/pdfMake.ts';
import type { Block, Inline } from './markdown.ts';

/** The operation-mode bar's words in the manual's language (the console's `shell.mode` texts). */
export interface ModeBarTexts {
  live: string;
  liveHint: string;
  exercise: string;
  exerciseHint: string;
}

// The console's own colours (src/web/shell/mode/mode.module.css; Mantine red 0, 2, 8 and 9).
const YELLOW = '#f5c400';
const BLACK = '#111111';
const RED = { 0: '#fff5f5', 2: '#ffc9c9', 8: '#e03131', 9: '#c92a2a' } as const;

const PAGE_WIDTH = 595.28 - 2 * 56;
const STRIPE = 12;
const STRIPES_HEIGHT = 8;

const textOf = (inlines: Inline[]) => inlines.map(({ text, bold }) => (bold ? { text, bold } : text));

/** Yellow and black stripes slanted like the console's exercise bar, cut to the page's text width. */
function stripes() {
  const shapes: object[] = [{ type: 'rect', x: 0, y: 0, w: PAGE_WIDTH, h: STRIPES_HEIGHT, color: BLACK }];
  for (let x = -STRIPES_HEIGHT; x < PAGE_WIDTH; x += 2 * STRIPE) {
    const top = [Math.max(0, x + STRIPES_HEIGHT), Math.min(PAGE_WIDTH, x + STRIPES_HEIGHT + STRIPE)];
    const bottom = [Math.max(0, x), Math.min(PAGE_WIDTH, x + STRIPE)];
    shapes.push({
      type: 'polyline',
      closePath: true,
      color: YELLOW,
      lineColor: YELLOW,
      points: [
        { x: top[0], y: 0 },
        { x: top[1], y: 0 },
        { x: bottom[1], y: STRIPES_HEIGHT },
        { x: bottom[0], y: STRIPES_HEIGHT },
      ],
    });
  }
  return { canvas: shapes };
}

/** The bar above the console's header, drawn as the console draws it. */
function modeBar(mode: 'LIVE' | 'EXERCISE', texts: ModeBarTexts) {
  if (mode === 'EXERCISE') {
    const cells = [
      { text: texts.exercise, bold: true, color: YELLOW, fillColor: BLACK, alignment: 'center' },
      { text: texts.exerciseHint, color: BLACK, fillColor: YELLOW },
    ];
    return {
      stack: [stripes(), { table: { widths: ['auto', '*'], body: [cells] }, layout: 'noBorders' }, stripes()],
      margin: [0, 4, 0, 10],
    };
  }
  const cells = [
    { text: texts.live, bold: true, color: '#ffffff', fillColor: RED[8] },
    { text: texts.liveHint, bold: true, color: RED[9], fillColor: RED[0] },
  ];
  return {
    table: { widths: ['auto', '*'], body: [cells] },
    layout: {
      hLineWidth: (line: number, node: { table: { body: unknown[] } }) =>
        line === node.table.body.length ? 1 : 0,
      vLineWidth: () => 0,
      hLineColor: () => RED[2],
    },
    margin: [0, 4, 0, 10],
  };
}

function contentOf(block: Block, texts: ModeBarTexts) {
  switch (block.kind) {
    case 'title':
      return { text: block.text, style: 'title' };
    case 'chapter':
      return { text: block.text, style: 'chapter', tocItem: true, pageBreak: 'before' };
    case 'section':
      return { text: block.text, style: 'section' };
    case 'paragraph':
      return { text: textOf(block.inlines), style: 'paragraph' };
    case 'list': {
      const items = block.items.map((item) => ({ text: textOf(item), margin: [0, 0, 0, 3] }));
      return block.ordered ? { ol: items, style: 'list' } : { ul: items, style: 'list' };
    }
    case 'toc':
      return { toc: { title: { text: block.title, style: 'section' } }, margin: [0, 24, 0, 0] };
    case 'bar':
      return modeBar(block.mode, texts);
  }
}

/** The manual as a pdfmake document: A4, each chapter on its own page, page numbers in the footer. */
export function manualDefinition(blocks: Block[], texts: ModeBarTexts): DocumentDefinition {
  const title = blocks.find((block) => block.kind === 'title');
  const name = title && 'text' in title ? title.text : '';
  return {
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    info: { title: name },
    content: blocks.map((block) => contentOf(block, texts)),
    footer: (page: number, pages: number) => ({
      columns: [
        { text: name, color: '#555555' },
        { text: `${page} / ${pages}`, alignment: 'right', color: '#555555' },
      ],
      margin: [56, 20, 56, 0],
      fontSize: 8,
    }),
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.25 },
    styles: {
      title: { fontSize: 24, bold: true, margin: [0, 120, 0, 16] },
      chapter: { fontSize: 17, bold: true, color: RED[9], margin: [0, 0, 0, 10] },
      section: { fontSize: 12.5, bold: true, margin: [0, 10, 0, 4] },
      paragraph: { margin: [0, 0, 0, 7] },
      list: { margin: [8, 0, 0, 8] },
    },
  } as DocumentDefinition;
}
