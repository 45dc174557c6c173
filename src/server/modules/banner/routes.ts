import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BannerWriteSchema, textIn } from '../../../domain/banner.ts';
import { LANGUAGES, type Language } from '../../../domain/session.ts';
import { auditActorOf } from '../../audit.ts';
import { actorOf } from '../../auth/guard.ts';
import { ProblemError } from '../../http/problem.ts';
import { builtAnswer, builtReply, JSON_TYPE } from '../../http/publicAnswers.ts';
import { readKey } from '../../http/readCache.ts';
import { BANNER_KEYS, publishBanner, revokeBanner, saveBanner } from './commands.ts';
import {
  bannerLogRead,
  bannerRead,
  findBanner,
  findBannerLog,
  listBannerLogs,
  publicationRead,
} from './queries.ts';
import {
  BannerLogPageSchema,
  BannerLogSchema,
  BannerSchema,
  type PublicationRead,
  PublicationSchema,
  type PublicBanner,
  PublicBannerSchema,
} from './schemas.ts';

const BASE = '/api/ecc/banner';
// The public website and app may keep the banner a minute; a revocation reaches them within that.
const PUBLIC_CACHE = 'public, max-age=60';

/** Editing, publishing and revoking reach the whole country: only national organisations (CH_ALL) may. */
function requireNational(request: FastifyRequest) {
  if (!actorOf(request).national) throw new ProblemError(403, BANNER_KEYS.nationalOnly);
}

const LogsQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(500).default(100),
  sort: z.enum(['timestamp,desc', 'timestamp,asc']).default('timestamp,desc'),
});

/** The national banner (SPEC.md §7): read, save, publish, revoke, publication, journal and versions. */
export async function bannerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const view = { access: { permissions: ['BANNER_VIEW' as const] } };

  // The same banner for everyone who may see it: read once per change (ADR 0023).
  r.get(
    BASE,
    { config: view, schema: { tags: ['banner'], response: { 200: BannerSchema } } },
    async (request, reply) =>
      app.reads.answer(reply, readKey(request, null), async () => bannerRead(await findBanner(db()))),
  );

  r.post(
    BASE,
    {
      config: { access: { permissions: ['BANNER_EDIT'] } },
      schema: { tags: ['banner'], body: BannerWriteSchema, response: { 200: BannerSchema } },
    },
    async (request) => {
      requireNational(request);
      const banner = await saveBanner(db(), auditActorOf(request), request.body);
      app.live.publish('banner', banner);
      return banner;
    },
  );

  r.post(
    `${BASE}/publish`,
    {
      config: { access: { permissions: ['BANNER_PUBLISH'] } },
      schema: { tags: ['banner'], body: BannerWriteSchema, response: { 200: BannerSchema } },
    },
    async (request) => {
      requireNational(request);
      const banner = await publishBanner(db(), auditActorOf(request), request.body);
      app.live.publish('banner', banner);
      return banner;
    },
  );

  r.post(
    `${BASE}/revoke`,
    {
      config: { access: { permissions: ['BANNER_PUBLISH'] } },
      schema: { tags: ['banner'], response: { 200: BannerSchema } },
    },
    async (request) => {
      requireNational(request);
      const banner = await revokeBanner(db(), auditActorOf(request));
      app.live.publish('banner', banner);
      return banner;
    },
  );

  r.get(
    `${BASE}/publication`,
    { config: view, schema: { tags: ['banner'], response: { 200: PublicationSchema } } },
    async () => publicationRead(await findBanner(db())),
  );

  r.get(
    `${BASE}/logs`,
    {
      config: view,
      schema: { tags: ['banner'], querystring: LogsQuery, response: { 200: BannerLogPageSchema } },
    },
    async (request, reply) => {
      const { page, size, sort } = request.query;
      const direction = sort === 'timestamp,asc' ? 'asc' : 'desc';
      const result = await listBannerLogs(db(), { page, size, direction });
      // The journal only grows; a client may reuse it but must ask again before trusting it.
      reply.header('cache-control', 'private, no-cache');
      return { items: result.items.map(bannerLogRead), total: result.total };
    },
  );

  r.get(
    `${BASE}/:id`,
    {
      config: view,
      schema: {
        tags: ['banner'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: BannerLogSchema },
      },
    },
    async (request) => {
      const row = await findBannerLog(db(), request.params.id);
      if (!row) throw new ProblemError(404, BANNER_KEYS.versionNotFound);
      return bannerLogRead(row);
    },
  );

  const publicBanner = app.changeCache(async () => {
    const row = await findBanner(db());
    const times = [row?.publicationTime, row?.lastChangeTime].map((t) => t?.getTime() ?? 0);
    return { value: JSON.stringify(publicationRead(row)), lastModified: new Date(Math.max(...times)) };
  });

  r.get(
    '/api/public/banner',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['public'],
        security: [],
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
        response: { 200: PublicBannerSchema, 204: z.null().describe('No banner is active') },
      },
    },
    async (request, reply) => {
      const language = request.query.lang;
      const answer = await publicBanner.get(language ?? '', async (marker) => {
        const body = publicBannerIn(publicationRead(await findBanner(db())), language);
        return builtAnswer(body && JSON.stringify(body), JSON_TYPE, marker.lastModified);
      });
      // The PublicBannerSchema answer, built (and compressed) once per change: sent as the bytes it is.
      return builtReply(request, reply, answer, PUBLIC_CACHE) as never;
    },
  );
}

/** The published banner in the asked language (else its primary one), or null when none is active. */
function publicBannerIn({ banner, publicationTime }: PublicationRead, lang?: Language): PublicBanner | null {
  if (!banner) return null;
  const language = lang ?? banner.primaryLanguage;
  const primary = banner.primaryLanguage;
  return {
    language,
    title: textIn(banner.title, language, primary),
    subtitle: textIn(banner.subtitle, language, primary),
    url: textIn(banner.url, language, primary),
    publicationTime,
  };
}
