import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Caller, FuzzRequest } from './openapiArbitraries.ts';
import { tablesWritten, type WriteCounts, writeCounts } from './writeCounter.ts';

export interface Outcome {
  request: FuzzRequest;
  status: number;
  body: string;
  /** Tables with rows changed while the request ran. */
  written: string[];
}

export interface Fuzzer {
  /** Sends one request drawn for the operation `key` (`METHOD /path`). */
  send(key: string, request: FuzzRequest): Promise<Outcome>;
  /** Requests sent so far, per operation key `METHOD /path`. */
  readonly sent: Map<string, number>;
  /** Answers so far, per status code. */
  readonly statuses: Map<number, number>;
  /** Writes that came after a rejected request had been answered (seen when the next one starts). */
  readonly lateWrites: string[];
}

// The embedded job queue's own bookkeeping moves whenever a timed job (a status round, a deadline) is
// claimed, whoever asks at that moment; pg-boss keeps the same rows outside the counted schema.
const QUEUE_BOOKKEEPING = 'scheduled_job';
// A refused login records itself (audit, failure count, lock-out) by design: those tables may move.
const LOGIN_WRITES = new Set(['audit_log', 'application_user', 'oidc_store', QUEUE_BOOKKEEPING]);
const NONE = new Set<string>([QUEUE_BOOKKEEPING]);

function allowedWrites(request: FuzzRequest): ReadonlySet<string> {
  return request.url.startsWith('/login/') || request.url.startsWith('/oauth/') ? LOGIN_WRITES : NONE;
}

function cut(text: string | undefined, length = 600): string {
  if (text === undefined) return '(none)';
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
}

/** The request and answer in a form that makes a failure easy to replay. */
export function describeOutcome(outcome: Outcome): string {
  const { request } = outcome;
  return [
    `${request.method} ${cut(request.url, 300)} as ${request.caller}`,
    `  content-type: ${request.contentType ?? '(none)'}  body: ${cut(request.payload)}`,
    `  → ${outcome.status} ${cut(outcome.body)}`,
    outcome.written.length > 0 ? `  wrote to: ${outcome.written.join(', ')}` : '',
  ].join('\n');
}

/** What is wrong with an answer: a 5xx, or a rejected request that changed rows. Null when all is well. */
export function faultOf(outcome: Outcome): string | null {
  if (outcome.status >= 500) return `answered ${outcome.status}`;
  if (outcome.status >= 400 && outcome.written.length > 0) return 'rejected but wrote';
  return null;
}

/** Sends fuzzed requests through app.inject and watches the write counter around each of them. */
export function createFuzzer(
  app: FastifyInstance,
  db: Db,
  headers: Record<Caller, Record<string, string>>,
): Fuzzer {
  const sent = new Map<string, number>();
  const statuses = new Map<number, number>();
  const lateWrites: string[] = [];
  let previous: { outcome: Outcome; counts: WriteCounts } | null = null;

  const send = async (key: string, request: FuzzRequest): Promise<Outcome> => {
    sent.set(key, (sent.get(key) ?? 0) + 1);
    const before = await writeCounts(db);
    if (previous && previous.outcome.status >= 400) {
      const late = tablesWritten(previous.counts, before, allowedWrites(previous.outcome.request));
      if (late.length > 0)
        lateWrites.push(`${describeOutcome(previous.outcome)}\n  later wrote to: ${late.join(', ')}`);
    }
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: {
        ...headers[request.caller],
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    const after = await writeCounts(db);
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const outcome: Outcome = {
      request,
      status: response.statusCode,
      body: response.body,
      written: tablesWritten(before, after, allowedWrites(request)),
    };
    previous = { outcome, counts: after };
    return outcome;
  };

  return { send, sent, statuses, lateWrites };
}
