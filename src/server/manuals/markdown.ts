/**
 * The Markdown the operator manuals are written in (`manuals/src/<lang>.md`), parsed into blocks: `#` the
 * manual's title, `##` a chapter (each starts a page), `###` a section, paragraphs, `-` and `1.` lists,
 * `**bold**` within a line, and two directives on a line of their own: `[[toc: <title>]]` (table of
 * contents) and `[[bar: LIVE]]` / `[[bar: EXERCISE]]` (the operation-mode bar as the console shows it).
 */
export type Inline = { text: string; bold: boolean };

export type Block =
  | { kind: 'title' | 'chapter' | 'section'; text: string }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'toc'; title: string }
  | { kind: 'bar'; mode: 'LIVE' | 'EXERCISE' };

const HEADINGS = { '#': 'title', '##': 'chapter', '###': 'section' } as const;

/** `**bold**` spans of a line; an unpaired `**` stays as it is written. */
export function inlinesOf(line: string): Inline[] {
  const parts = line.split(/\*\*(.+?)\*\*/);
  return parts.map((text, index) => ({ text, bold: index % 2 === 1 })).filter((inline) => inline.text !== '');
}

function directive(line: string): Block | null {
  const match = /^\[\[(toc|bar):\s*(.+?)\s*\]\]$/.exec(line);
  if (!match) return null;
  const [, name, value] = match as unknown as [string, string, string];
  if (name === 'toc') return { kind: 'toc', title: value };
  if (value === 'LIVE' || value === 'EXERCISE') return { kind: 'bar', mode: value };
  throw new Error(`unknown operation mode in "${line}"`);
}

const LIST_ITEM = /^(-|\d+\.)\s+(.*)$/;

/** Parses a manual; a line it cannot place is an error, so a typo fails the build instead of the PDF. */
export function parseManual(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', inlines: inlinesOf(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.+)$/.exec(line);
    const item = LIST_ITEM.exec(line);
    const special = directive(line);
    if (line === '') endParagraph();
    else if (heading) {
      endParagraph();
      const [, marks, text] = heading as unknown as [string, keyof typeof HEADINGS, string];
      blocks.push({ kind: HEADINGS[marks], text });
    } else if (special) {
      endParagraph();
      blocks.push(special);
    } else if (item) {
      endParagraph();
      const ordered = item[1] !== '-';
      const last = blocks.at(-1);
      const inlines = inlinesOf(item[2]!);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(inlines);
      else blocks.push({ kind: 'list', ordered, items: [inlines] });
    } else if (line.startsWith('#') || line.startsWith('[[')) {
      throw new Error(`manual line not understood: "${line}"`);
    } else paragraph.push(line);
  }
  endParagraph();
  return blocks;
}
