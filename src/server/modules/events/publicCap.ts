import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { create } from 'xmlbuilder2';
import { z } from 'zod';
import { MAP_STATES } from '../../../domain/events.ts';
import type { Db } from '../../db/client.ts';
import { events, eventVersions } from '../../db/schema/index.ts';
import { PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';
import { type BuiltAnswer, builtAnswer, builtReply, type DatedMarker } from '../../http/publicAnswers.ts';

const ATOM = 'http://www.w3.org/2005/Atom';
// Consumers poll the feed; a minute keeps them close to the console without hammering it.
const PUBLIC_CACHE = 'public, max-age=60';
// A published version never changes: consumers may keep it.
const MESSAGE_CACHE = 'public, max-age=86400, immutable';
const FEED_TYPE = 'application/atom+xml; charset=utf-8';
const CAP_TYPE = 'application/cap+xml; charset=utf-8';
// CAP messages kept built in memory; beyond this the oldest is built again when asked.
const MESSAGES_KEPT = 1000;

/** Changes with every change of a LIVE event: each one increments the event's version under its row lock. */
async function feedMarker(db: Db): Promise<DatedMarker> {
  const [row] = await db
    .select({
      n: count(),
      versions: sql<string>`coalesce(sum(${events.version}), 0)::text`,
      at: max(events.updatedAt),
    })
    .from(events)
    .where(eq(events.operationMode, 'LIVE'));
  return { value: `${row?.n}:${row?.versions}`, lastModified: row?.at ?? new Date(0) };
}

/** The latest published version of every LIVE event now in a map state, newest first. */
async function feedEntries(db: Db) {
  const rows = await db
    .selectDistinctOn([eventVersions.eventId], {
      eventId: eventVersions.eventId,
      identifier: eventVersions.identifier,
      content: eventVersions.content,
      publishedAt: eventVersions.publishedAt,
    })
    .from(eventVersions)
    .innerJoin(events, eq(events.id, eventVersions.eventId))
    .where(and(eq(events.operationMode, 'LIVE'), inArray(events.state, [...MAP_STATES])))
    .orderBy(eventVersions.eventId, desc(eventVersions.number));
  return rows.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}

/** The Atom feed of the active LIVE messages, each linking to its CAP file. */
export function atomFeed(
  entries: Awaited<ReturnType<typeof feedEntries>>,
  publicUrl: string,
  lastChange: Date,
): string {
  const feed = create({ version: '1.0', encoding: 'UTF-8' }).ele(ATOM, 'feed');
  feed.ele('id').txt(`${publicUrl}/api/public/cap/feed`);
  feed.ele('title').txt('Alert messages / Alarmmeldungen / Messages d’alerte / Messaggi d’allerta');
  // An empty feed is as fresh as the last change of a LIVE event (the same on every server).
  feed.ele('updated').txt((entries[0]?.publishedAt ?? lastChange).toISOString());
  feed.ele('link', { rel: 'self', href: `${publicUrl}/api/public/cap/feed` });
  for (const entry of entries) {
    const texts = entry.content.texts[entry.content.primaryLanguage];
    const item = feed.ele('entry');
    item.ele('id').txt(`urn:${entry.identifier}`);
    item.ele('title').txt(texts?.title ?? '');
    item.ele('updated').txt(entry.publishedAt.toISOString());
    item.ele('author').ele('name').txt('alert.swiss');
    item.ele('summary').txt(texts?.description ?? '');
    item.ele('link', {
      rel: 'alternate',
      type: 'application/cap+xml',
      href: `${publicUrl}/api/public/cap/messages/${entry.identifier}.xml`,
    });
  }
  return feed.end({ prettyPrint: true });
}

/** A published LIVE version's CAP file, or null. */
async function capMessage(db: Db, identifier: string): Promise<BuiltAnswer | null> {
  const [row] = await db
    .select({ capXml: eventVersions.capXml, publishedAt: eventVersions.publishedAt })
    .from(eventVersions)
    .where(and(eq(eventVersions.identifier, identifier), eq(eventVersions.operationMode, 'LIVE')));
  return row ? builtAnswer(row.capXml, CAP_TYPE, row.publishedAt) : null;
}

/** The public CAP feed and messages (no login): LIVE publications only, EXERCISE never leaves the console. */
export async function publicCapRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: { public: true as const } };
  const db = () => app.database.db;
  const feed = app.changeCache(() => feedMarker(db()));
  // Built once per version and kept: a version never changes once published.
  const messages = new Map<string, BuiltAnswer>();

  r.get(
    '/api/public/cap/feed',
    { config: access, schema: { tags: ['public'], security: [] } },
    async (request, reply) => {
      const answer = await feed.get('feed', async (marker) =>
        builtAnswer(
          atomFeed(await feedEntries(db()), app.config.PUBLIC_URL, marker.lastModified),
          FEED_TYPE,
          marker.lastModified,
        ),
      );
      return builtReply(request, reply, answer, PUBLIC_CACHE);
    },
  );

  r.get(
    '/api/public/cap/messages/:file',
    {
      config: access,
      schema: {
        tags: ['public'],
        security: [],
        params: z.object({
          file: z
            .string()
            .regex(/^[\w.-]+\.xml$/)
            .max(120),
        }),
      },
    },
    async (request, reply) => {
      const identifier = request.params.file.replace(/\.xml$/, '');
      const answer = messages.get(identifier) ?? (await capMessage(db(), identifier));
      if (!answer) throw new ProblemError(404, PLATFORM_KEYS.notFound);
      if (messages.size >= MESSAGES_KEPT) messages.delete(messages.keys().next().value!);
      messages.set(identifier, answer);
      return builtReply(request, reply, answer, MESSAGE_CACHE);
    },
  );
}
