import fc from 'fast-check';
import { hostileJson, hostileRawBody, hostileRawSegment, hostileString } from './hostileValues.ts';
import { fuzzArb, type JsonSchema, validArb } from './schemaArbitraries.ts';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The OpenAPI document as far as the fuzzer reads it. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One method of one documented path, with the schemas its requests are drawn from. */
export interface Operation {
  method: string;
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: JsonSchema | null;
}

/** Who sends a request: the national admin, a cantonal operator, nobody, or someone with a forged token. */
export type Caller = 'admin' | 'cantonal' | 'anonymous' | 'forged';

export interface FuzzRequest {
  method: string;
  url: string;
  caller: Caller;
  contentType?: string;
  payload?: string;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      })),
  );
}

type Mode = 'valid' | 'fuzz' | 'hostile';

function asText(value: unknown): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
}

function paramValueArb(param: Parameter, mode: Mode): fc.Arbitrary<unknown> {
  const schema = param.schema ?? {};
  if (mode === 'valid') return validArb(schema, param.name);
  if (mode === 'fuzz') return fuzzArb(schema, param.name);
  return fc.oneof(hostileString, hostileJson);
}

function segmentArb(param: Parameter, mode: Mode): fc.Arbitrary<string> {
  const encoded = paramValueArb(param, mode).map((v) => encodeURIComponent(asText(v).toWellFormed()));
  // Raw segments are sent as they are, bad escapes included, to test the router and not only the schema.
  return mode === 'hostile' ? fc.oneof(encoded, hostileRawSegment) : encoded;
}

function queryArb(params: Parameter[], mode: Mode): fc.Arbitrary<string> {
  const pairs = params.map((p) => {
    const pair = paramValueArb(p, mode).map((v) => [[p.name, asText(v)]]);
    if (p.required && mode === 'valid') return pair;
    // Optional parameters are left out half of the time, required ones now and then outside valid mode.
    return fc.option(pair, { nil: [], freq: p.required ? 8 : 2 });
  });
  const extras =
    mode === 'valid'
      ? fc.constant([])
      : fc.array(fc.tuple(fc.constantFrom('extra', ...params.map((p) => p.name)), hostileString), {
          maxLength: 2,
        });
  return fc.tuple(fc.tuple(...pairs), extras).map(([chosen, extra]) => {
    const search = new URLSearchParams([...chosen.flat(), ...extra]).toString();
    return search ? `?${search}` : '';
  });
}

type Body = { payload?: string; contentType?: string };

function bodyArb(op: Operation, mode: Mode): fc.Arbitrary<Body> {
  const json = (arb: fc.Arbitrary<unknown>) =>
    arb.map((v): Body => ({ payload: JSON.stringify(v), contentType: 'application/json' }));
  if (op.body && mode === 'valid') return json(validArb(op.body));
  if (op.body && mode === 'fuzz') return json(fuzzArb(op.body));
  const none = fc.constant<Body>({});
  if (op.method === 'GET') return none;
  if (mode !== 'hostile') return op.body ? json(fuzzArb(op.body)) : none;
  return fc.oneof(none, json(hostileJson), hostileRawBody);
}

const callerArb = fc.oneof(
  { weight: 16, arbitrary: fc.constant<Caller>('admin') },
  { weight: 2, arbitrary: fc.constant<Caller>('cantonal') },
  { weight: 1, arbitrary: fc.constant<Caller>('anonymous') },
  { weight: 1, arbitrary: fc.constant<Caller>('forged') },
);

function requestOfMode(op: Operation, mode: Mode): fc.Arbitrary<FuzzRequest> {
  const segments = fc.tuple(...op.pathParams.map((p) => segmentArb(p, mode)));
  // HEAD is served by every GET route (Fastify adds it); a few requests use it so those routes run too.
  const method =
    op.method === 'GET' ? fc.constantFrom('GET', 'GET', 'GET', 'GET', 'HEAD') : fc.constant(op.method);
  return fc
    .record({ segments, query: queryArb(op.query, mode), body: bodyArb(op, mode), caller: callerArb, method })
    .map(({ segments, query, body, caller, method }) => {
      let index = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => segments[index++]!);
      return { method, url: `${path}${query}`, caller, ...body };
    });
}

/** Requests for one operation: half schema-valid, most of the rest valid with a few hostile parts. */
export function requestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 5, arbitrary: requestOfMode(op, 'valid') },
    { weight: 4, arbitrary: requestOfMode(op, 'fuzz') },
    { weight: 1, arbitrary: requestOfMode(op, 'hostile') },
  );
}
