/** A failed check of a value as zod reports it (server: fastify-type-provider-zod's params; web: the issue). */
export interface CheckFailure {
  code: string;
  message?: string;
  input?: unknown;
  expected?: unknown;
  origin?: unknown;
  format?: unknown;
  maximum?: unknown;
  minimum?: unknown;
  keys?: unknown;
}

/** The translation key and values of the operators' text for a failed check (`validation.*`). */
export interface ValidationText {
  key: string;
  params: Record<string, string | number>;
}

const FORMAT_KEYS: Record<string, string> = {
  email: 'validation.notEmail',
  url: 'validation.notWebAddress',
  date: 'validation.notDate',
  datetime: 'validation.notDate',
  time: 'validation.notTime',
};

const TYPE_KEYS: Record<string, string> = {
  number: 'validation.notNumber',
  int: 'validation.notWholeNumber',
  bigint: 'validation.notWholeNumber',
  date: 'validation.notDate',
  boolean: 'validation.notYesNo',
  array: 'validation.notList',
};

const SIZE_KEYS = ['Text', 'List', 'Number'].flatMap((what) => [
  `validation.tooBig${what}`,
  `validation.tooSmall${what}`,
]);

/** Every key `validationText` may answer with (each needs a text in every language). */
export const VALIDATION_KEYS: readonly string[] = [
  ...new Set([
    'validation.required',
    'validation.notText',
    'validation.badFormat',
    'validation.notAChoice',
    'validation.unknownFields',
    'validation.invalid',
    ...Object.values(FORMAT_KEYS),
    ...Object.values(TYPE_KEYS),
    ...SIZE_KEYS,
  ]),
];

// A rule's own text, named by its key in the schema (`socialMedia.errors.accountName`); zod's own messages are
// sentences and never look like this.
const OWN_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/;

/** Whether the failure is about a value left empty (no value, or an empty text where one is needed). */
function isMissing(failure: CheckFailure): boolean {
  const empty = failure.input === null || failure.input === undefined;
  if (failure.code === 'invalid_type') {
    return 'input' in failure ? empty : /received (null|undefined)$/.test(failure.message ?? '');
  }
  // Only the web's check reports the input of a choice left empty; the server then says "not a choice".
  if (failure.code === 'invalid_value') return 'input' in failure && empty;
  return failure.code === 'too_small' && failure.origin === 'string' && failure.minimum === 1;
}

function limit(value: unknown): string | number {
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}

/** How big a value may be, worded by what it is: characters of a text, entries of a list, a number. */
function sizeText(failure: CheckFailure, bound: 'maximum' | 'minimum'): ValidationText {
  const what = failure.origin === 'string' ? 'Text' : failure.origin === 'array' ? 'List' : 'Number';
  const direction = bound === 'maximum' ? 'tooBig' : 'tooSmall';
  return { key: `validation.${direction}${what}`, params: { [bound]: limit(failure[bound]) } };
}

/** The bounds a rule names (`maximum`, `minimum`), for a rule's own text such as "at most 10 recipients". */
export function boundsOf(failure: CheckFailure): Record<string, string | number> {
  const bounds: Record<string, string | number> = {};
  for (const key of ['maximum', 'minimum'] as const) {
    const value = failure[key];
    if (typeof value === 'number' || typeof value === 'string') bounds[key] = value;
  }
  return bounds;
}

/**
 * The operators' words for a failed check: the rule's own text where its schema names one, "required" for
 * an empty value, "at most 35 characters" for a
 * long text, "not a date" for a wrong date, never zod's technical "expected number, received null".
 */
export function validationText(failure: CheckFailure): ValidationText {
  if (failure.message && OWN_KEY.test(failure.message))
    return { key: failure.message, params: boundsOf(failure) };
  if (isMissing(failure)) return { key: 'validation.required', params: {} };
  switch (failure.code) {
    case 'invalid_type':
      return { key: TYPE_KEYS[String(failure.expected)] ?? 'validation.notText', params: {} };
    case 'too_big':
      return sizeText(failure, 'maximum');
    case 'too_small':
      return sizeText(failure, 'minimum');
    case 'invalid_format':
      return { key: FORMAT_KEYS[String(failure.format)] ?? 'validation.badFormat', params: {} };
    case 'invalid_value':
      return { key: 'validation.notAChoice', params: {} };
    case 'unrecognized_keys':
      return {
        key: 'validation.unknownFields',
        params: { keys: Array.isArray(failure.keys) ? failure.keys.join(', ') : limit(failure.keys) },
      };
    case 'not_multiple_of':
      return { key: 'validation.notWholeNumber', params: {} };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}
