import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Problem } from '../../domain/problem.ts';
import { boundsOf, type CheckFailure, validationText } from '../../domain/validationText.ts';
import { databaseFailureOf } from '../db/outage.ts';

/** Thrown by routes and commands for an expected failure the client should see as a problem. */
export class ProblemError extends Error {
  readonly status: number;
  readonly messageKey: string;
  readonly params: Record<string, string | number> | undefined;
  readonly errors: Problem['errors'];

  constructor(
    status: number,
    messageKey: string,
    options: { detail?: string; params?: Record<string, string | number>; errors?: Problem['errors'] } = {},
  ) {
    super(options.detail ?? messageKey);
    this.status = status;
    this.messageKey = messageKey;
    this.params = options.params;
    this.errors = options.errors;
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Message keys of the problems raised by the platform itself. */
export const PLATFORM_KEYS = {
  validation: 'errors.validation',
  malformedJson: 'errors.malformedJson',
  bodyTooLarge: 'errors.bodyTooLarge',
  unsupportedMediaType: 'errors.unsupportedMediaType',
  unauthenticated: 'errors.unauthenticated',
  forbidden: 'errors.forbidden',
  notFound: 'errors.notFound',
  tooManyRequests: 'errors.tooManyRequests',
  internal: 'errors.internal',
  databaseUnavailable: 'errors.databaseUnavailable',
  controlCharacters: 'errors.controlCharacters',
} as const;

export function sendProblem(
  reply: FastifyReply,
  request: FastifyRequest,
  problem: Omit<Problem, 'type' | 'title' | 'instance'>,
) {
  const body: Problem = {
    type: 'about:blank',
    title: TITLES[problem.status] ?? 'Error',
    instance: request.url,
    ...problem,
  };
  return reply.status(problem.status).type('application/problem+json').send(body);
}

function fromFastifyError(error: FastifyError): Omit<Problem, 'type' | 'title' | 'instance'> | null {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 400,
      messageKey: PLATFORM_KEYS.validation,
      detail: 'The request does not match the expected shape.',
      errors: error.validation.map((v) => {
        // fastify-type-provider-zod puts the zod issue code in `keyword` and the issue's other fields in `params`.
        const failure = { ...v.params, code: v.keyword, message: v.message } as CheckFailure;
        const own = ownMessageKey(v.params);
        const text = validationText(failure);
        return {
          path: `${error.validationContext ?? ''}${v.instancePath}`,
          messageKey: own ?? text.key,
          params: own ? boundsOf(failure) : text.params,
        };
      }),
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, messageKey: PLATFORM_KEYS.malformedJson, detail: 'The body is not valid JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, messageKey: PLATFORM_KEYS.bodyTooLarge, detail: 'The body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 415, messageKey: PLATFORM_KEYS.unsupportedMediaType, detail: error.message };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, messageKey: PLATFORM_KEYS.tooManyRequests, detail: error.message };
  if (status >= 400 && status < 500)
    return { status, messageKey: PLATFORM_KEYS.validation, detail: error.message };
  return null;
}

/** A rule's own text, named by a refine's `params.messageKey` (e.g. a reason needed when out of service). */
function ownMessageKey(issue: unknown): string | undefined {
  const key = (issue as { params?: { messageKey?: unknown } } | undefined)?.params?.messageKey;
  return typeof key === 'string' ? key : undefined;
}

/** The operators' text of a zod issue (SPEC.md §9: no technical wording reaches them). */
export function issueText(issue: object) {
  return validationText(issue as CheckFailure);
}

// Seconds a client should wait before asking again while the database does not answer.
const RETRY_AFTER_OUTAGE_S = 5;

/** Whether the request failed because the database did not answer (a ping decides when the error cannot). */
async function isDatabaseOutage(error: unknown, request: FastifyRequest): Promise<boolean> {
  const failure = databaseFailureOf(error);
  if (failure === 'unreachable') return true;
  return failure === 'uncertain' && !(await request.server.database.ping());
}

/** Every error leaves the server as problem+json; only our own faults and a database outage are 5xx. */
export function registerProblemHandlers(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof ProblemError) {
      return sendProblem(reply, request, {
        status: error.status,
        messageKey: error.messageKey,
        detail: error.message,
        ...(error.params ? { params: error.params } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const known = fromFastifyError(error);
    if (known) return sendProblem(reply, request, known);
    if (await isDatabaseOutage(error, request)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_OUTAGE_S));
      return sendProblem(reply, request, {
        status: 503,
        messageKey: PLATFORM_KEYS.databaseUnavailable,
        detail: 'The database does not answer; try again shortly.',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, request, { status: 500, messageKey: PLATFORM_KEYS.internal });
  });
}
