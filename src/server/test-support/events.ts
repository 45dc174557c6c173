import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validateXML } from 'xmllint-wasm';
import { z } from 'zod';
import { type EventContent, EventContentSchema } from '../../domain/eventContent.ts';
import { MESSAGE_TYPES } from '../../domain/events.ts';
import type { EventAction } from '../../domain/eventWorkflow.ts';
import type { AuditActor } from '../audit.ts';
import { insertDemoEvents } from '../db/seed/events.ts';
import { loadCantonBoundaries } from '../db/seed/geodata.ts';
import { insertMunicipalities } from '../db/seed/municipalities.ts';
import { changeEventState } from '../modules/events/commands.ts';
import { headersOf } from './login.ts';

/** The municipalities (demo seed step) for reach previews on a test database seeded with the base only. */
export function seedMunicipalities(app: FastifyInstance): Promise<void> {
  return app.database.db.transaction((tx) => insertMunicipalities({ tx }));
}

/** The demo events (seed step of the full demo) on a test database seeded with the base only. */
export async function seedDemoEvents(app: FastifyInstance): Promise<void> {
  const boundaries = await loadCantonBoundaries();
  await app.database.db.transaction((tx) => insertDemoEvents({ tx, boundaries }));
}

const TEST_ACTOR: AuditActor = { userName: 'browser-test', organisation: null, requestId: null };

/**
 * Browser tests only (registered by the test server, never by buildApp): moves an event to another
 * state through the command the event workflow uses, so that its live message is the real one.
 */
export async function eventControlRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test/events/:eventId/state',
    {
      config: { access: { public: true } },
      schema: {
        params: z.object({ eventId: z.coerce.number().int() }),
        body: z.object({ state: z.string(), messageType: z.enum(MESSAGE_TYPES).nullable().optional() }),
      },
    },
    async (request) =>
      changeEventState(app, TEST_ACTOR, { eventId: request.params.eventId, ...request.body }),
  );
}

type Ring = [number, number][];

/** A square of `size` metres with its south-west corner at (east, north), in LV95. */
export function square(east: number, north: number, size: number): Ring {
  return [
    [east, north],
    [east + size, north],
    [east + size, north + size],
    [east, north + size],
  ];
}

/** Test areas whose cantons are known: Zurich city, Bern's old town, and Lengnau (BE) across to Grenchen (SO). */
export const AREAS = {
  zurich: square(2681000, 1246000, 4000),
  bern: square(2599000, 1199000, 2000),
  bernIntoSolothurn: [
    [2594000, 1223500],
    [2600500, 1223500],
    [2600500, 1228500],
    [2594000, 1228500],
  ] as Ring,
};

const languageTexts = (title: string, description: string) => ({
  title,
  description,
  impacts: [],
  instructions: ['Bleiben Sie im Haus.'],
});

/** A complete WARNING in German, French and Italian over `area`, ready to submit. */
export function completeContent(
  area: Ring = AREAS.zurich,
  overrides: Partial<EventContent> = {},
): EventContent {
  return EventContentSchema.parse({
    messageType: 'WARNING',
    eventType: 'STORM',
    primaryLanguage: 'de',
    languages: ['de', 'fr', 'it'],
    texts: {
      de: languageTexts('Sturmwarnung', 'Sturmböen bis 100 km/h.'),
      fr: {
        ...languageTexts('Avis de tempête', 'Rafales jusqu’à 100 km/h.'),
        instructions: ['Restez à l’intérieur.'],
      },
      it: {
        ...languageTexts('Allerta tempesta', 'Raffiche fino a 100 km/h.'),
        instructions: ['Restate in casa.'],
      },
    },
    pictograms: ['STAY_INDOORS'],
    area: { polygons: [{ shell: area }] },
    channels: { publicApp: true },
    ...overrides,
  });
}

/** A complete chemical-accident ALARM over Zurich on the sirens (general alarm), the public app and ICARO. */
export function alarmContent(): EventContent {
  return completeContent(AREAS.zurich, {
    messageType: 'ALARM',
    eventType: 'CHEMICAL_ACCIDENT',
    channels: { sirens: 'GENERAL_ALARM', publicApp: true, icaro: true, socialMedia: false },
  });
}

/**
 * The events API as the tests call it, each user logged in once for the whole file. `app` may be a
 * function that answers it, for a client made before the app opens.
 */
export function eventsClient(app: FastifyInstance | (() => FastifyInstance)) {
  const appOf = typeof app === 'function' ? app : () => app;
  const call = async (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    appOf().inject({
      method,
      url: `/api/ecc/${url}`,
      headers: await headersOf(appOf(), user),
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    call,
    create: (user: string, body: object = { content: completeContent() }) =>
      call(user, 'POST', 'events', body),
    get: (user: string, id: number) => call(user, 'GET', `events/${id}`),
    save: (user: string, id: number, body: object) => call(user, 'PUT', `events/${id}`, body),
    act: (user: string, id: number, action: EventAction, body: object) =>
      call(user, 'POST', `events/${id}/actions/${action}`, body),
    /** Takes the action on the version just read, as the web does. */
    async step(user: string, id: number, action: EventAction, extra: object = {}) {
      const current = await call(user, 'GET', `events/${id}`);
      return call(user, 'POST', `events/${id}/actions/${action}`, {
        version: current.json().version,
        ...extra,
      });
    },
  };
}

const CAP_SCHEMA = {
  fileName: 'CAP-v1.2.xsd',
  contents: readFileSync(join(import.meta.dirname, '../cap/CAP-v1.2.xsd'), 'utf8'),
};

/** What the OASIS CAP 1.2 schema finds wrong with a message (empty: valid). */
export async function capSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: 'message.xml', contents: xml }, schema: CAP_SCHEMA });
  return result.errors.map((e) => e.rawMessage);
}
