import type { RouteEntry } from '../fastify-types.ts';
import type { OpenApiDocument, Operation } from './openapiArbitraries.ts';

// Served by plugins, not API operations: the documentation itself, the help manuals and the web app's files.
const STATIC_PREFIXES = ['/api/docs', '/manuals/', '/assets/'];

/** A route table URL as OpenAPI writes it: `:id` becomes `{id}`, a trailing wildcard `{wildcard}`. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{wildcard}');
}

function documented(doc: OpenApiDocument): Set<string> {
  return new Set(
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`),
    ),
  );
}

/**
 * Routes of the app that the document does not describe. Allowed are only the HEAD twins Fastify adds to
 * documented GET routes (the fuzzer sends HEAD there too) and the static routes, which are fuzzed apart.
 */
export function undocumentedRoutes(routeTable: readonly RouteEntry[], doc: OpenApiDocument): string[] {
  const known = documented(doc);
  return routeTable.flatMap((route) =>
    route.methods
      .map((method) => `${method} ${openApiPath(route.url)}`)
      .filter((key) => !known.has(key))
      .filter((key) => !(key.startsWith('HEAD ') && known.has(key.replace(/^HEAD/, 'GET'))))
      .filter((key) => !STATIC_PREFIXES.some((prefix) => key.split(' ')[1]!.startsWith(prefix))),
  );
}

/** The static GET routes as operations, a wildcard becoming a path parameter, so they are fuzzed too. */
export function staticOperations(routeTable: readonly RouteEntry[]): Operation[] {
  const urls = routeTable
    .filter((r) => r.methods.includes('GET') && STATIC_PREFIXES.some((p) => r.url.startsWith(p)))
    .map((r) => openApiPath(r.url));
  return [...new Set(urls)].map((path) => ({
    method: 'GET',
    path,
    pathParams: path.endsWith('{wildcard}')
      ? [{ in: 'path', name: 'wildcard', required: true, schema: { type: 'string', maxLength: 60 } }]
      : [],
    query: [],
    body: null,
  }));
}
