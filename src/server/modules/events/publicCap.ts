import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { create } from 'xmlbuilder2';
import { z } from 'zod';
import { MAP_STATES } from '../../../domain/events.ts';
import type { Db } from '../../db/client.ts';
import { events, eventVersions } from '../../db/schema/index.ts';
import { PLATFORM_KEYS, ProblemError } from '../../http/problem.ts';

const ATOM = 'http://www.w3.org/2005/Atom';
// Consumers poll the feed; a minute keeps them close to the console without hammering it.
const PUBLIC_CACHE = 'public, max-age=60';

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
export function atomFeed(entries: Awaited<ReturnType<typeof feedEntries>>, publicUrl: string): string {
  const feed = create({ version: '1.0', encoding: 'UTF-8' }).ele(ATOM, 'feed');
  feed.ele('id').txt(`${publicUrl}/api/public/cap/feed`);
  feed.ele('title').txt('Alert messages / Alarmmeldungen / Messages d’alerte / Messaggi d’allerta');
  // An empty feed is as fresh as the moment it is read.
  feed.ele('updated').txt((entries[0]?.publishedAt ?? new Date()).toISOString());
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

/** The public CAP feed and messages (no login): LIVE publications only, EXERCISE never leaves the console. */
export async function publicCapRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: { public: true as const } };

  r.get(
    '/api/public/cap/feed',
    { config: access, schema: { tags: ['public'], security: [] } },
    async (_, reply) => {
      const xml = atomFeed(await feedEntries(app.database.db), app.config.PUBLIC_URL);
      return reply
        .header('cache-control', PUBLIC_CACHE)
        .type('application/atom+xml; charset=utf-8')
        .send(xml);
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
      const [row] = await app.database.db
        .select({ capXml: eventVersions.capXml })
        .from(eventVersions)
        .where(and(eq(eventVersions.identifier, identifier), eq(eventVersions.operationMode, 'LIVE')));
      if (!row) throw new ProblemError(404, PLATFORM_KEYS.notFound);
      // A published version never changes: consumers may keep it.
      return reply
        .header('cache-control', 'public, max-age=86400, immutable')
        .type('application/cap+xml; charset=utf-8')
        .send(row.capXml);
    },
  );
}
