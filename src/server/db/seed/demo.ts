import { sql } from 'drizzle-orm';
import { CANTONS } from '../../../domain/cantons.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db, Tx } from '../client.ts';
import { applicationUsers, cantons, organisations, persons } from '../schema/index.ts';
import { insertDemoAssets } from './assets.ts';
import { insertDemoChannelTests } from './channelTests.ts';
import { insertDemoDams } from './dams.ts';
import { insertDemoEvents, insertEventReferenceData } from './events.ts';
import { type CantonBoundaries, loadCantonBoundaries } from './geodata.ts';
import { insertDemoPendingErrors } from './monitoring.ts';
import { insertMunicipalities } from './municipalities.ts';
import { DEMO_ORGANISATIONS } from './organisations.ts';
import { demoPersons } from './persons.ts';
import { insertDemoReleases } from './releases.ts';
import { insertDemoSirenTests } from './sirenTests.ts';
import { insertDemoAlertswissDeliveries, insertDemoStatistics } from './statistics.ts';
import { insertDemoSubscriptions } from './subscriptions.ts';
import { DEMO_USERS } from './users.ts';
import { insertDemoWakeups } from './wakeups.ts';

export interface SeedOptions {
  /** Password of every demo user. */
  password: string;
  /** GeoJSON file of canton boundaries (setting BOUNDARIES_FILE); the bundled swiss-maps file otherwise. */
  boundariesFile?: string;
}

/** What every seeding step works with, prepared before the transaction opens. */
interface SeedContext {
  tx: Tx;
  boundaries: CantonBoundaries;
  passwordHash: string;
}

type SeedStep = (context: SeedContext) => Promise<void>;

// Any constant works: it only has to be the same for every console server seeding the same database.
const SEED_LOCK = 20_260_001;

// Seeding is done by the server itself at start, not on behalf of a user.
const SYSTEM: AuditActor = { userName: 'system', organisation: null, requestId: null };

/** Cantons, organisations, persons and demo users: what most tests and every demo need. Quick to seed. */
export function seedBase(db: Db, options: SeedOptions): Promise<boolean> {
  return seedEmptyDatabase(db, options, [insertBase, insertEventReferenceData]);
}

/**
 * The whole demo of DESIGN.md §6. Adds its steps after the base, in the same transaction; answers whether
 * it seeded (false: the database held data already).
 */
export function seedDemoData(db: Db, options: SeedOptions): Promise<boolean> {
  return seedEmptyDatabase(db, options, [
    insertBase,
    insertEventReferenceData,
    insertMunicipalities,
    insertDemoEvents,
    insertDemoAssets,
    insertDemoDams,
    insertDemoSubscriptions,
    insertDemoPendingErrors,
    insertDemoWakeups,
    insertDemoStatistics,
    insertDemoAlertswissDeliveries,
    insertDemoChannelTests,
    insertDemoSirenTests,
    insertDemoReleases,
  ]);
}

/**
 * Runs the steps in one transaction, only when the database has no organisation yet, so a restart
 * never seeds twice. The advisory lock makes servers that start together wait for the first one.
 */
async function seedEmptyDatabase(db: Db, options: SeedOptions, steps: readonly SeedStep[]): Promise<boolean> {
  // A restart skips reading boundaries and hashing; the check under the lock below is the one that counts.
  if (await hasOrganisation(db)) return false;
  const boundaries = await loadCantonBoundaries(options.boundariesFile);
  // One argon2id hash (with its own random salt) shared by all demo users: seeding stays fast, and
  // demo accounts that share one published password gain nothing from separate salts.
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasOrganisation(tx)) return false;
    for (const step of steps) await step({ tx, boundaries, passwordHash });
    return true;
  });
}

async function hasOrganisation(db: Db | Tx): Promise<boolean> {
  const [existing] = await db.select({ id: organisations.id }).from(organisations).limit(1);
  return existing !== undefined;
}

async function insertBase({ tx, boundaries, passwordHash }: SeedContext): Promise<void> {
  await tx.insert(cantons).values(
    CANTONS.map((canton) => ({
      code: canton.code,
      bfsNumber: canton.bfsNumber,
      name: canton.name,
      townshipCode: null,
      polygons: boundaries.get(canton.code)!,
    })),
  );
  const organisationRows = await tx
    .insert(organisations)
    .values(DEMO_ORGANISATIONS.map((o) => ({ ...o })))
    .returning({ id: organisations.id, code: organisations.code });
  const organisationIds = new Map(organisationRows.map((row) => [row.code, row.id]));
  const people = demoPersons(DEMO_ORGANISATIONS, DEMO_USERS);
  const personRows = await tx
    .insert(persons)
    .values(
      people.map(({ organisationCode, username: _, ...person }) => ({
        ...person,
        organisationId: organisationIds.get(organisationCode)!,
      })),
    )
    .returning({ id: persons.id });
  const personIds = new Map(people.map((person, index) => [person.username, personRows[index]!.id]));
  await tx.insert(applicationUsers).values(
    DEMO_USERS.map(({ organisationCode, person: _, ...user }) => ({
      ...user,
      organisationId: organisationIds.get(organisationCode)!,
      personId: personIds.get(user.username)!,
      passwordHash,
    })),
  );
  // Accounts with a published password must be traceable to the seed that created them.
  await writeAudit(tx, SYSTEM, {
    action: 'created',
    entity: 'demo-data',
    after: {
      cantons: CANTONS.length,
      organisations: DEMO_ORGANISATIONS.map((o) => o.code),
      persons: people.length,
      users: DEMO_USERS.map((u) => u.username),
    },
  });
}
