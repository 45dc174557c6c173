import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANTON_CODES, type CantonCode } from '../../../domain/cantons.ts';
import { PERMISSIONS, permissionsOfProfiles } from '../../../domain/permissions.ts';
import { CH_ALL } from '../../../domain/session.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { openTestDatabase, testBackends } from '../../test-support/database.ts';
import type { Database, Db } from '../client.ts';
import {
  applicationUsers,
  auditLog,
  cantons,
  firmwareReleases,
  municipalities,
  organisations,
  persons,
  sirenGroupMembers,
  sirenGroups,
  stationarySirens,
} from '../schema/index.ts';
import { seedBase, seedDemoData } from './demo.ts';
import { loadCantonBoundaries } from './geodata.ts';

const password = 'demo-test-2026';

/** Every seeded row, ordered, without what differs by nature between two seeds (time, salt). */
async function contentOf(db: Db) {
  const users = await db.select().from(applicationUsers).orderBy(asc(applicationUsers.id));
  return {
    cantons: await db.select().from(cantons).orderBy(asc(cantons.code)),
    organisations: (await db.select().from(organisations).orderBy(asc(organisations.id))).map(
      ({ createdAt: _, ...row }) => row,
    ),
    persons: (await db.select().from(persons).orderBy(asc(persons.id))).map(
      ({ createdAt: _, ...row }) => row,
    ),
    users: users.map(({ createdAt: _, passwordHash: __, ...row }) => row),
    audit: (await db.select().from(auditLog).orderBy(asc(auditLog.id))).map(({ at: _, ...row }) => row),
  };
}

describe.each(testBackends())('demo data on %s', (backend) => {
  let database: Database;
  let seedMs: number;

  beforeAll(async () => {
    // Boundaries are read once per process; warm them so the timing is the seeding itself.
    await loadCantonBoundaries();
    database = await openTestDatabase(backend);
    const started = performance.now();
    await seedBase(database.db, { password });
    seedMs = performance.now() - started;
    console.info(`seedBase on ${backend}: ${Math.round(seedMs)} ms`);
  });
  afterAll(() => database.close());

  it('seeds the base quickly enough for every test file to use it', () => {
    expect(seedMs).toBeLessThan(2000);
  });

  it('stores the 26 cantons with their names and polygons', async () => {
    const rows = await database.db.select().from(cantons).orderBy(asc(cantons.bfsNumber));
    expect(rows.map((r) => r.code)).toEqual([...CANTON_CODES]);
    expect(rows[0]!.name).toEqual({ de: 'Zürich', fr: 'Zurich', it: 'Zurigo', en: 'Zurich' });
    expect(rows.find((r) => r.code === 'VD')!.name.de).toBe('Waadt');
    const boundaries = await loadCantonBoundaries();
    for (const row of rows) expect(row.polygons).toEqual(boundaries.get(row.code as CantonCode));
  });

  it('creates the federal organisations and one police operations centre per canton', async () => {
    const rows = await database.db.select().from(organisations);
    expect(rows).toHaveLength(28);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(byCode.get('CH-NAZ')).toMatchObject({
      stateCode: 'CH',
      characteristic: CH_ALL,
      name: { de: 'Nationale Alarmzentrale', en: 'National Emergency Operations Centre' },
    });
    expect(byCode.get('CH-DEVICE')).toMatchObject({ stateCode: 'CH', characteristic: CH_ALL });
    expect(byCode.get('ZH-KAPO')).toMatchObject({
      stateCode: 'ZH',
      characteristic: null,
      name: {
        de: 'Kantonspolizei Zürich – Einsatzzentrale',
        it: 'Polizia cantonale di Zurigo – Centrale operativa',
      },
    });
    for (const code of CANTON_CODES) expect(byCode.get(`${code}-KAPO`)?.stateCode).toBe(code);
  });

  it('gives every organisation a handful of distinct persons with Swiss contact details', async () => {
    const rows = await database.db.select().from(persons);
    const perOrganisation = Map.groupBy(rows, (r) => r.organisationId);
    expect(perOrganisation.size).toBe(28);
    for (const members of perOrganisation.values()) expect(members.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => `${r.firstName} ${r.lastName}`)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.phone)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.email).toMatch(/^[a-z-]+\.[a-z-]+@[a-z]{2}\.example\.ch$/);
      expect(row.phone).toMatch(/^\+41 \d{2} 000 \d{2} \d{2}$/);
      expect(row.function).toBeTruthy();
    }
  });

  it('creates every demo user with profiles, territory, mode and a verifying password', async () => {
    const rows = await database.db
      .select({ user: applicationUsers, organisation: organisations.code, person: persons })
      .from(applicationUsers)
      .innerJoin(organisations, eq(organisations.id, applicationUsers.organisationId))
      .innerJoin(persons, eq(persons.id, applicationUsers.personId));
    const users = new Map(rows.map((r) => [r.user.username, r]));
    const expected = {
      admin: ['CH-NAZ', ['NATIONAL_ADMINISTRATOR'], 'CH', 'LIVE', false, 'de'],
      'nat.operator': ['CH-NAZ', ['NATIONAL_OPERATOR'], 'CH', 'LIVE', false, 'de'],
      'zh.operator': ['ZH-KAPO', ['CANTONAL_OPERATOR'], 'ZH', 'LIVE', false, 'de'],
      'zh.operator2': ['ZH-KAPO', ['CANTONAL_OPERATOR'], 'ZH', 'LIVE', false, 'de'],
      'be.operator': ['BE-KAPO', ['CANTONAL_OPERATOR'], 'BE', 'LIVE', false, 'de'],
      'so.operator': ['SO-KAPO', ['CANTONAL_OPERATOR'], 'SO', 'LIVE', false, 'de'],
      'zh.viewer': ['ZH-KAPO', ['CANTONAL_VIEWER'], 'ZH', 'LIVE', false, 'de'],
      'zh.group': ['ZH-KAPO', ['CANTONAL_OPERATOR'], 'ZH', 'LIVE', true, 'de'],
      'zh.trainee': ['ZH-KAPO', ['CANTONAL_OPERATOR'], 'ZH', 'EXERCISE', false, 'de'],
      'device.admin': ['CH-DEVICE', ['DEVICE_ADMINISTRATOR'], 'CH', 'LIVE', false, 'fr'],
    } as const;
    expect([...users.keys()].sort()).toEqual(Object.keys(expected).sort());
    for (const [username, [organisation, profiles, territory, mode, groupLogin, lang]] of Object.entries(
      expected,
    )) {
      const row = users.get(username)!;
      expect({
        organisation: row.organisation,
        profiles: row.user.profiles,
        territory: row.user.managedTerritory,
        mode: row.user.operationMode,
        groupLogin: row.user.groupLogin,
        lang: row.user.lang,
      }).toEqual({ organisation, profiles, territory, mode, groupLogin, lang });
      expect(row.person.organisationId).toBe(row.user.organisationId);
      expect(row.user.wakeupAddresseeName).not.toBe('');
      expect(row.user.locked).toBe(false);
    }
    expect(users.get('zh.operator')!.user.wakeupAddresseeName).toBe('Einsatzzentrale KAPO Zürich');
    expect(users.get('nat.operator')!.user.wakeupAddresseeName).toBe('NAZ Pikett');
    const hash = users.get('zh.operator')!.user.passwordHash;
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(await verifyPassword('wrong-password', hash)).toBe(false);
  });

  it('gives the demo users together every permission of the console', async () => {
    const rows = await database.db.select({ profiles: applicationUsers.profiles }).from(applicationUsers);
    const granted = permissionsOfProfiles(rows.flatMap((r) => r.profiles));
    expect(PERMISSIONS.filter((p) => !granted.has(p))).toEqual([]);
  });

  it('records in the audit log that the system created the demo accounts', async () => {
    const rows = await database.db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userName: 'system', action: 'created', entity: 'demo-data' });
    expect((rows[0]!.after as { users: string[] }).users).toContain('device.admin');
  });

  it('leaves a seeded database untouched when seeding again (a restart)', async () => {
    const before = await database.db.select().from(applicationUsers).orderBy(asc(applicationUsers.id));
    const content = await contentOf(database.db);
    await seedDemoData(database.db, { password: 'another-password' });
    await seedBase(database.db, { password: 'another-password' });
    expect(await contentOf(database.db)).toEqual(content);
    expect(await database.db.select().from(applicationUsers).orderBy(asc(applicationUsers.id))).toEqual(
      before,
    );
  });

  it('seeds the same content into another empty database', async () => {
    const other = await openTestDatabase(backend);
    try {
      await seedDemoData(other.db, { password });
      expect(await contentOf(other.db)).toEqual(await contentOf(database.db));
    } finally {
      await other.close();
    }
  });

  it('seeds once when two servers start together on an empty database', async () => {
    const other = await openTestDatabase(backend);
    try {
      await Promise.all([seedDemoData(other.db, { password }), seedDemoData(other.db, { password })]);
      expect(await other.db.select().from(organisations)).toHaveLength(28);
      expect(await other.db.select().from(applicationUsers)).toHaveLength(10);
      // The update screens' releases: each image matches its checksum, as an upload's must.
      const releases = await other.db.select().from(firmwareReleases).orderBy(asc(firmwareReleases.id));
      expect(releases.map((r) => `${r.deviceKind} ${r.version} ${r.status}`)).toContain(
        'FGP 4.13.0 AVAILABLE',
      );
      expect(releases.filter((r) => r.status === 'WITHDRAWN').map((r) => r.version)).toEqual(['4.11.0']);
      for (const release of releases) {
        expect(createHash('sha256').update(release.image).digest('hex')).toBe(release.sha256);
        expect(release.image.length).toBe(release.sizeBytes);
      }
      // A region's sirens lie around their municipality: Bülach's within 20 km of it (the canton's north), not across the canton.
      const bulach = await other.db
        .select({ east: stationarySirens.east, north: stationarySirens.north })
        .from(sirenGroupMembers)
        .innerJoin(sirenGroups, eq(sirenGroups.id, sirenGroupMembers.groupId))
        .innerJoin(stationarySirens, eq(stationarySirens.id, sirenGroupMembers.sirenId))
        .where(eq(sirenGroups.name, 'Region Bülach'));
      expect(bulach.length).toBeGreaterThan(10);
      const [centre] = await other.db.select().from(municipalities).where(eq(municipalities.name, 'Bülach'));
      const middle = [(centre!.minE + centre!.maxE) / 2, (centre!.minN + centre!.maxN) / 2];
      for (const siren of bulach)
        expect(Math.hypot(siren.east - middle[0]!, siren.north - middle[1]!)).toBeLessThan(20_000);
    } finally {
      await other.close();
    }
    // A whole demo seed (about 10 s alone) waited for by a second one: allowed more on a busy machine.
  }, 90_000);
});
