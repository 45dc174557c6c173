import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueExport } from '../../../domain/textCatalogue.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf } from '../../test-support/login.ts';

type Headers = { authorization: string };

const IMPORT = '/api/ecc/catalogue-import';
const texts = { de: 'Rauch', fr: 'Fumée', it: 'Fumo', en: 'Smoke' };

describe.each(testBackends())('catalogue import on %s', (backend) => {
  let t: TestApp;
  let national: Headers;

  beforeAll(async () => {
    t = await openTestApp(backend);
    national = await bearerOf(t.app, 'nat.operator');
  });
  afterAll(() => t.close());

  const exported = async (): Promise<CatalogueExport> =>
    (await t.app.inject({ url: '/api/ecc/catalogue-export', headers: national })).json();
  const imported = (file: unknown, headers = national) =>
    t.app.inject({ method: 'POST', url: IMPORT, headers, payload: file as object });

  it('an export imported again changes nothing and says every entry is unchanged', async () => {
    const before = await exported();
    const answer = await imported(before);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      entries: { added: 0, changed: 0, unchanged: before.entries.length },
      pictograms: { added: 0, changed: 0, unchanged: before.pictograms.length },
    });
    expect(await exported()).toEqual(before);
  });

  it('adds new lines, changes differing ones and deletes none', async () => {
    const before = await exported();
    const flood = before.entries.find((e) => e.kind === 'eventtype' && e.code === 'FLOOD')!;
    const file = {
      ...before,
      entries: [
        { ...flood, texts: { ...flood.texts, en: 'River flood' } },
        { kind: 'impact', code: 'SMOKE', texts, category: null, capCategory: null, pictogram: null },
      ],
      pictograms: [],
    };
    expect((await imported(file)).json()).toEqual({
      entries: { added: 1, changed: 1, unchanged: 0 },
      pictograms: { added: 0, changed: 0, unchanged: 0 },
    });
    const after = await exported();
    expect(after.entries).toHaveLength(before.entries.length + 1);
    expect(after.pictograms).toEqual(before.pictograms);
    expect(after.entries.find((e) => e.code === 'FLOOD')?.texts.en).toBe('River flood');
  });

  it('a broken file changes nothing and names the bad entry', async () => {
    const before = await exported();
    const valid = { kind: 'impact', code: 'ASH', texts, category: null, capCategory: null, pictogram: null };
    const broken = async (entries: unknown[], pictograms: unknown[] = []) => {
      const answer = await imported({ ...before, entries: [valid, ...entries], pictograms });
      expect(answer.statusCode).toBe(400);
      expect(await exported()).toEqual(before);
      return answer.json();
    };
    // Last in the file: the lines before it were written in the same transaction and are undone.
    expect(
      await broken([{ ...valid, kind: 'eventtype', code: 'ASH_CLOUD', category: 'NATURE' }]),
    ).toMatchObject({
      messageKey: 'texts.import.badEntry',
      params: { entry: 'eventtype ASH_CLOUD' },
      errors: [{ path: 'entries.1', messageKey: 'texts.errors.capCategory' }, { path: 'capCategory' }],
    });
    expect(await broken([{ ...valid, code: 'ash' }])).toMatchObject({
      messageKey: 'texts.import.badEntry',
      params: { entry: 'impact ash' },
      errors: [{ path: 'entries.1.code', messageKey: 'texts.errors.code' }],
    });
    expect(await broken([{ ...valid, code: 'DUST', pictogram: 'NO_SUCH_PICTOGRAM' }])).toMatchObject({
      params: { entry: 'impact DUST' },
      errors: [{ messageKey: 'texts.errors.unknownPictogram' }],
    });
    expect(await broken([valid])).toMatchObject({
      messageKey: 'texts.import.duplicate',
      params: { entry: 'impact ASH' },
    });
    const evil = {
      kind: 'behavior',
      code: 'EVIL',
      label: texts,
      image: {
        mediaType: 'image/svg+xml',
        base64: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ).toString('base64'),
      },
    };
    expect(await broken([], [evil])).toMatchObject({
      messageKey: 'texts.import.badEntry',
      params: { entry: 'behavior EVIL' },
      errors: [{ path: 'pictograms.0', messageKey: 'texts.errors.image.svgScript' }],
    });
    // A line without kind and code is named by its place in the file, counted from 1.
    expect(await broken([], [{ label: texts }])).toMatchObject({
      messageKey: 'texts.import.badPictogramAt',
      params: { number: 1 },
    });
    const frame = await imported({ ...before, format: 'something-else' });
    expect(frame.statusCode).toBe(400);
    // Said in the operators' words, not as the file's field names.
    expect(frame.json()).toMatchObject({ errors: [{ messageKey: 'texts.import.notJson' }] });
  });

  it('a file over the limits is refused with the limits, and nothing of it is stored', async () => {
    const before = await exported();
    const line = { kind: 'impact', texts, category: null, capCategory: null, pictogram: null };
    const entries = Array.from({ length: 10_001 }, (_, i) => ({ ...line, code: `BULK${i}` }));
    const answer = await imported({ ...before, entries });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errors: [{ messageKey: 'texts.import.tooLarge' }] });
    expect(await exported()).toEqual(before);
  });

  it('only editors of the texts import', async () => {
    const answer = await imported(await exported(), await bearerOf(t.app, 'zh.operator'));
    expect(answer.statusCode).toBe(403);
  });
});
