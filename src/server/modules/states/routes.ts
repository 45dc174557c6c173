import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { overviewOf } from './overview.ts';
import { listStates } from './queries.ts';

const Ring = z.array(z.tuple([z.number(), z.number()])).min(4);

const StateSchema = z.object({
  code: z.string(),
  name: z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() }),
  townshipCode: z.string().nullable(),
  polygons: z.array(z.object({ shell: Ring, holes: z.array(Ring) })),
});

// Boundaries change perhaps once a year: the browser keeps them a day and then revalidates by ETag.
const CACHE_CONTROL = 'private, max-age=86400';

const QuerySchema = z.object({
  detail: z
    .enum(['full', 'overview'])
    .default('full')
    .describe(
      'overview: the outlines generalised for a map of the whole country (the home map), in whole metres',
    ),
});

/** GET {ECC}/states: the cantons with their LV95 polygons (shell + holes), in full or as an overview. */
export async function statesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ecc/states',
    {
      config: { access: { permissions: ['HOME_VIEW'] } },
      schema: {
        tags: ['map'],
        querystring: QuerySchema,
        response: {
          200: z.array(StateSchema),
          304: z.null().describe('Not modified: the cached list is current'),
        },
      },
    },
    async (request, reply) => {
      const listed = await listStates(app.database.db);
      const states =
        request.query.detail === 'overview'
          ? listed.map((state) => ({ ...state, polygons: overviewOf(state.polygons) }))
          : listed;
      const etag = entityTagOf(states);
      reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
      if (matchesEntityTag(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return states;
    },
  );
}

/** A strong entity tag derived from the content, so every console server gives the same tag. */
function entityTagOf(content: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(content)).digest('base64url')}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a W/ prefix does not matter. */
function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}
