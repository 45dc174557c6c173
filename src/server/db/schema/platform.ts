import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export interface LocalizedText {
  de: string;
  fr: string;
  it: string;
  en: string;
}

/** One polygon of a canton in LV95 metres: an outer ring and zero or more holes (rings of [E, N]). */
export interface StatePolygon {
  shell: [number, number][];
  holes: [number, number][][];
}

/** Cantons (SPEC.md "State"): code, names, polygons with holes and exclaves. */
export const cantons = pgTable('canton', {
  code: text('code').primaryKey(),
  bfsNumber: smallint('bfs_number').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  townshipCode: text('township_code'),
  polygons: jsonb('polygons').$type<StatePolygon[]>().notNull(),
});

export const organisations = pgTable('organisation', {
  id: serial('id').primaryKey(),
  /** First two characters are the state code (CH for federal). */
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  stateCode: text('state_code').notNull(),
  characteristic: text('characteristic'),
  createdAt: createdAt(),
});

export const persons = pgTable(
  'person',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    function: text('function'),
    createdAt: createdAt(),
  },
  (t) => [index('person_organisation_idx').on(t.organisationId)],
);

export const applicationUsers = pgTable('application_user', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  personId: integer('person_id').references(() => persons.id),
  organisationId: integer('organisation_id')
    .notNull()
    .references(() => organisations.id),
  passwordHash: text('password_hash').notNull(),
  profiles: text('profiles').array().notNull().default(sql`'{}'::text[]`),
  managedTerritory: text('managed_territory').notNull(),
  operationMode: text('operation_mode').$type<'LIVE' | 'EXERCISE'>().notNull().default('LIVE'),
  groupLogin: boolean('group_login').notNull().default(false),
  wakeupAddresseeName: text('wakeup_addressee_name').notNull().default(''),
  lang: text('lang').notNull().default('de'),
  locked: boolean('locked').notNull().default(false),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Every write, in the same transaction as the write itself. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userName: text('user_name').notNull(),
    organisation: text('organisation'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  // By user in the grid's order (user, then id): a sort by user under any filter reads the first page in
  // index order instead of sorting every matching row.
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_user_idx').on(t.userName, t.id),
    // A quick-search word matching an action's label adds `action in (…)` beside the trigram search.
    index('audit_log_action_idx').on(t.action),
  ],
);

/** Storage of the built-in login server (sessions, grants, codes, refresh tokens, interactions). */
export const oidcStore = pgTable(
  'oidc_store',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_store_grant_idx').on(t.grantId),
    index('oidc_store_uid_idx').on(t.uid),
    index('oidc_store_expires_idx').on(t.expiresAt),
  ],
);

/** Signing keys of the built-in login server, shared by every console server. */
export const oidcKeys = pgTable('oidc_key', {
  kid: text('kid').primaryKey(),
  jwk: jsonb('jwk').notNull(),
  createdAt: createdAt(),
});
