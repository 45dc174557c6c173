import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionPath,
  fieldLabelKey,
  REGISTRY,
  registryEntry,
  valueLabelKey,
} from '../../../domain/registry/index.ts';
import { LANGUAGES } from '../../../domain/session.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf } from '../../test-support/login.ts';
import { addUserLike } from '../../test-support/users.ts';
import { SOURCES } from './sources/index.ts';

const LOCALES = join(import.meta.dirname, '../../../web/locales');

function localeKeys(language: string): Set<string> {
  const keys = new Set<string>();
  const walk = (tree: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') keys.add(`${prefix}${key}`);
      else walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  walk(JSON.parse(readFileSync(join(LOCALES, `${language}.json`), 'utf8')).data, 'data.');
  return keys;
}

describe('registry entries (static)', () => {
  it.each(REGISTRY.map((e) => [e.resource.key, e] as const))(
    '%s: columns and form match the schemas',
    (_, entry) => {
      const rowFields = Object.keys(entry.row.shape);
      expect(rowFields).toContain('id');
      for (const column of entry.columns) expect(rowFields).toContain(column.field);
      expect(entry.columns.map((c) => c.field)).toContain(entry.defaultSort.field);
      if (entry.territoryField) expect(rowFields).toContain(entry.territoryField);
      const body = (entry.create ?? entry.update) as typeof entry.row | undefined;
      const writable = body ? Object.keys(body.shape) : [];
      for (const field of entry.form ?? []) expect(writable).toContain(field.field);
      expect(SOURCES[entry.resource.key]).toBeDefined();
      for (const key of entry.shownIn ?? []) expect(registryEntry(key)).toBeDefined();
    },
  );

  it.each(LANGUAGES)('has every label in %s', (language) => {
    const keys = localeKeys(language);
    const missing = REGISTRY.flatMap((entry) => [
      ...[...entry.columns, ...(entry.form ?? [])].map((c) => fieldLabelKey(entry, c.field)),
      ...[...entry.columns, ...(entry.form ?? []).filter((f) => f.kind !== 'state')].flatMap((c) =>
        c.valueLabels ? [] : (c.values ?? []).map((v) => valueLabelKey(v)),
      ),
    ]).filter((key) => !keys.has(key));
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe.each(testBackends())('registry entries over REST on %s', (backend) => {
  let test: TestApp;
  let admin: { authorization: string };
  let nobody: { authorization: string };

  beforeAll(async () => {
    test = await openTestApp(backend);
    admin = await bearerOf(test.app, 'admin');
    // A user holding no profile at all: every view permission is missing.
    nobody = await bearerOf(test.app, await addUserLike(test, 'admin', 'no.profile', []));
  });
  afterAll(() => test.close());

  for (const entry of REGISTRY) {
    const url = `/api/scc${collectionPath(entry)}`;
    describe(entry.resource.key, () => {
      it('registers its list route and refuses a user without the view permission', async () => {
        expect(test.app.routeTable.some((r) => r.url === url && r.methods.includes('GET'))).toBe(true);
        const response = await test.app.inject({ method: 'GET', url, headers: nobody });
        expect(response.statusCode).toBe(403);
        expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      });

      it('answers a page with the total', async () => {
        const response = await test.app.inject({ method: 'GET', url: `${url}?limit=5`, headers: admin });
        expect(response.statusCode).toBe(200);
        const page = response.json() as { items: unknown[]; total: number };
        expect(page.items.length).toBeLessThanOrEqual(5);
        expect(page.total).toBeGreaterThanOrEqual(page.items.length);
      });

      it('refuses sorting or filtering on an unknown field', async () => {
        for (const query of [
          'sort=password:asc',
          `filter=${encodeURIComponent('{"x":{"filterType":"text","type":"contains","filter":"a"}}')}`,
        ]) {
          const response = await test.app.inject({ method: 'GET', url: `${url}?${query}`, headers: admin });
          expect(response.statusCode).toBe(400);
          expect(response.json().errors.length).toBeGreaterThan(0);
        }
      });

      it.runIf(entry.create)('answers field errors for a bad create and update', async () => {
        for (const [method, target] of [
          ['POST', url],
          ['PUT', `${url}/1`],
        ] as const) {
          const response = await test.app.inject({
            method,
            url: target,
            headers: admin,
            payload: { id: 'x' },
          });
          expect(response.statusCode).toBe(400);
          expect(response.headers['content-type']).toContain('application/problem+json');
          expect(response.json().errors.length).toBeGreaterThan(0);
        }
      });
    });
  }
});
