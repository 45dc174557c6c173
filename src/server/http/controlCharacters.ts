import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { PLATFORM_KEYS, ProblemError } from './problem.ts';

// Every control character (C0, DEL, C1); PostgreSQL cannot even store NUL in a text.
const ANY_CONTROL = /\p{Cc}/u;
// Multi-line texts (descriptions, mail messages) keep their tabs and line breaks.
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

// A JSON-pointer segment, with control characters written as `\u0000` so the answer shows where they are.
const visibleKey = (key: string) =>
  key
    .replace(/~/g, '~0')
    .replace(/\//g, '~1')
    .replace(/\p{Cc}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The JSON-pointer path of the first text (or key) under `value` that holds a forbidden character. The
 * path is written only for what is refused: every request passes here.
 */
function controlCharacterPath(value: unknown, path: string, forbidden: RegExp): string | null {
  const found = firstControlCharacter(value, forbidden);
  return found === null ? null : path + found;
}

// No request of the console nests deeper than a dozen levels; a deeper one is refused before anything walks it
// (this walk, the schemas, JSON in the database), which would otherwise end in a stack overflow, a 500.
const MAX_NESTING = 64;

// The path below `value` (`''` for `value` itself), or null when nothing is forbidden.
function firstControlCharacter(value: unknown, forbidden: RegExp, depth = 0): string | null {
  if (typeof value === 'string') return forbidden.test(value) ? '' : null;
  if (value !== null && typeof value === 'object' && depth >= MAX_NESTING)
    throw new ProblemError(400, PLATFORM_KEYS.validation, {
      detail: `The request nests deeper than ${MAX_NESTING} levels.`,
    });
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstControlCharacter(item, forbidden, depth + 1);
      if (found !== null) return `/${index}${found}`;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (ANY_CONTROL.test(key)) return `/${visibleKey(key)}`;
      const found = firstControlCharacter(item, forbidden, depth + 1);
      if (found !== null) return `/${visibleKey(key)}${found}`;
    }
  }
  return null;
}

function refuse(path: string | null) {
  if (path)
    throw new ProblemError(400, PLATFORM_KEYS.controlCharacters, {
      detail: `A text holds a control character: ${path}`,
      errors: [{ path, messageKey: PLATFORM_KEYS.controlCharacters }],
    });
}

/** The same rule for JSON a query parameter carries (grid filters): escapes like `\u0000` decode only there. */
export function refuseControlCharacters(value: unknown, path: string) {
  refuse(controlCharacterPath(value, path, ANY_CONTROL));
}

/**
 * Refuses control characters in every text of the query string, the path parameters and the JSON body
 * (keys included; body texts may hold tab and line breaks) with 400, before any route sees them. A body
 * left as a stream (a firmware image, application/octet-stream) is binary: its route reads it itself.
 */
export function registerControlCharacterRule(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuse(
      controlCharacterPath(request.params, '/params', ANY_CONTROL) ??
        controlCharacterPath(request.query, '/querystring', ANY_CONTROL) ??
        (request.body instanceof Stream
          ? null
          : controlCharacterPath(request.body, '/body', CONTROL_BUT_LINE_BREAKS)),
    );
  });
}
