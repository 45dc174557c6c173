import fc from 'fast-check';
import { hostileJson } from './hostileValues.ts';

/** The part of an OpenAPI 3.0 schema object that @fastify/swagger writes for our zod schemas. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
}

// Arrays longer than this are built in one go for the "one too many" case, never drawn item by item.
const MAX_BUILT_ARRAY = 25_000;
// A valid 1×1 PNG, so that report routes get past their image check and draw a document.
const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const INT32 = 2 ** 31 - 1;

function bounds(schema: JsonSchema): { min: number; max: number } {
  const step = schema.type === 'integer' ? 1 : Number.EPSILON;
  let min = schema.minimum ?? -Number.MAX_SAFE_INTEGER;
  let max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  else if (schema.exclusiveMinimum) min += step;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  else if (schema.exclusiveMaximum) max -= step;
  return { min, max };
}

function integerArb(schema: JsonSchema, name: string): fc.Arbitrary<number> {
  const { min, max } = bounds(schema);
  const small = fc.integer({ min: Math.max(min, -INT32), max: Math.min(max, INT32) });
  const edges = fc.constantFrom(min, max);
  // Ids of seeded rows are small: aim there most of the time so that handlers find a row.
  if (/id$/i.test(name) && min <= 40 && max >= 1)
    return fc.oneof({ weight: 4, arbitrary: fc.integer({ min: Math.max(min, 1), max: 40 }) }, small, edges);
  return fc.oneof({ weight: 4, arbitrary: small }, edges);
}

function numberArb(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema);
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function patternArb(schema: JsonSchema): fc.Arbitrary<string> | null {
  if (!schema.pattern) return null;
  try {
    return fc.stringMatching(new RegExp(schema.pattern));
  } catch {
    return null;
  }
}

function formatArb(format: string | undefined): fc.Arbitrary<string> | null {
  const dates = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true });
  switch (format) {
    case 'date':
      return dates.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return dates.map((d) => d.toISOString());
    case 'email':
      return fc.oneof(fc.constantFrom('duty@example.ch', 'a.b@bund.admin.ch'), fc.emailAddress());
    case 'uri':
      return fc.webUrl();
    case 'base64':
      return fc.constantFrom(PNG_1x1, '');
    default:
      return null;
  }
}

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Number.MAX_SAFE_INTEGER;
  const shaped = formatArb(schema.format) ?? patternArb(schema);
  if (shaped) return shaped.filter((s) => s.length >= minLength && s.length <= maxLength);
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 30)) });
}

function objectArb(schema: JsonSchema, child: (s: JsonSchema, name: string) => fc.Arbitrary<unknown>) {
  const entries = Object.entries(schema.properties ?? {}).map(([key, s]) => [key, child(s, key)] as const);
  const record = fc.record(Object.fromEntries(entries), { requiredKeys: schema.required ?? [] });
  if (typeof schema.additionalProperties !== 'object' || entries.length > 0) return record;
  return fc.dictionary(fc.string({ maxLength: 12 }), child(schema.additionalProperties, ''), { maxKeys: 3 });
}

/** Values the schema accepts (as far as OpenAPI can say): they get past validation into handlers and SQL. */
export function validArb(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((s) => validArb(s, name)));
  const base = validBaseArb(schema, name);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, fc.constant(null)) : base;
}

function validBaseArb(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return integerArb(schema, name);
    case 'number':
      return numberArb(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(validArb(schema.items ?? {}, name), { minLength, maxLength });
    }
    case 'object':
      return objectArb(schema, validArb);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function simplestOf(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  const simple: Record<string, unknown> = { string: '', integer: 1, number: 1, boolean: true, array: [] };
  return schema.type && schema.type in simple ? simple[schema.type] : {};
}

/** Values just outside what the schema allows: one too long, one too many, out of range, not in the list. */
export function boundaryArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  const { min, max } = bounds(schema);
  const options: unknown[] = [];
  if (schema.enum) options.push(`${String(schema.enum[0]).toLowerCase()}_`, '');
  if (schema.maxLength !== undefined) options.push('x'.repeat(schema.maxLength + 1));
  if (schema.minLength) options.push('x'.repeat(schema.minLength - 1));
  if (schema.format === 'date') options.push('2024-02-30', '2023-02-29', '2024-13-01', '24-01-01');
  if (schema.format === 'date-time')
    options.push('2024-02-30T10:00:00Z', '2024-01-01T24:00:00Z', '2024-01-01');
  if (schema.pattern) options.push('does not match ✗');
  if (schema.type === 'integer' || schema.type === 'number')
    options.push(min - 1, max + 1, String(Math.max(min, 0)), schema.type === 'integer' ? 1.5 : '1.5');
  if (schema.maxItems !== undefined) {
    const length = Math.min(schema.maxItems + 1, MAX_BUILT_ARRAY);
    options.push(Array.from({ length }, () => simplestOf(schema.items ?? {})));
  }
  if (schema.type === 'object') options.push({}, []);
  if (schema.nullable !== true) options.push(null);
  return options.length > 0 ? fc.constantFrom(...options) : hostileJson;
}

function fuzzObjectArb(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const mutation = fc.oneof(
    { weight: 6, arbitrary: fc.constant(null) },
    fc.record({ drop: fc.nat() }),
    fc.record({
      extra: fc.tuple(fc.constantFrom('extra', 'id', '__proto__', 'constructor', ''), hostileJson),
    }),
  );
  return fc.tuple(objectArb(schema, fuzzArb), mutation).map(([value, change]) => {
    const object = { ...(value as Record<string, unknown>) };
    if (change && 'drop' in change && keys.length > 0) delete object[keys[change.drop % keys.length]!];
    if (change && 'extra' in change)
      Object.defineProperty(object, change.extra[0], {
        value: change.extra[1],
        enumerable: true,
      });
    return object;
  });
}

/** Mostly valid values with here and there a hostile one, a missing field or an extra one, at any depth. */
export function fuzzArb(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const structured =
    schema.type === 'object' && schema.properties
      ? fuzzObjectArb(schema)
      : schema.type === 'array' && schema.items
        ? fc.array(fuzzArb(schema.items, name), { maxLength: 4 })
        : validArb(schema, name);
  return fc.oneof(
    { weight: 12, arbitrary: structured },
    { weight: 1, arbitrary: boundaryArb(schema) },
    { weight: 1, arbitrary: hostileJson },
  );
}
