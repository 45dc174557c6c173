import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { builtAnswer, builtReply, JSON_TYPE } from '../../http/publicAnswers.ts';
import { overviewOf } from './overview.ts';
import { listStates, statesMarker } from './queries.ts';

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

/**
 * GET {ECC}/states: the cantons with their LV95 polygons (shell + holes), in full or as an overview. Each
 * answer is built (serialised, tagged and compressed) once per change of the cantons, not per request.
 */
export async function statesRoutes(app: FastifyInstance) {
  const answers = app.changeCache(() => statesMarker(app.database.db));
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
      const { detail } = request.query;
      const answer = await answers.get(detail, async () => {
        const listed = await listStates(app.database.db);
        const states =
          detail === 'overview'
            ? listed.map((state) => ({ ...state, polygons: overviewOf(state.polygons) }))
            : listed;
        return builtAnswer(JSON.stringify(states), JSON_TYPE);
      });
      // The answer of the response schema, built once: sent as the bytes it is.
      return builtReply(request, reply, answer, CACHE_CONTROL) as never;
    },
  );
}
