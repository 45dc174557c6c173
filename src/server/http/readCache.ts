import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD } from './compression.ts';
import { acceptedEncoding, isWrite, JSON_TYPE } from './publicAnswers.ts';

/**
 * How long a server reuses an answer at most: a change that no write on this server and no live message
 * announced (a job's, or a live message lost between servers) shows within this time.
 */
export const READ_REUSE_MS = 1000;
// Distinct answers kept (grid pages with their filters among them); beyond this the oldest is dropped.
const KEPT = 500;

interface Kept {
  // Bytes, not text: a grid page's 30 kB are encoded once, not on every answer.
  body: Promise<Buffer>;
  at: number;
  // Compressed copies, each made once for the first client that asks for it.
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

// The level @fastify/compress uses for answers compressed on the fly: quick, and still well under gzip's size.
const BROTLI_QUALITY = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const COMPRESS = {
  br: (bytes: Buffer) => promisify(brotliCompress)(bytes, BROTLI_QUALITY),
  gzip: (bytes: Buffer) => promisify(gzip)(bytes),
};

/**
 * Authenticated reads answered once per change, not per request (ADR 0023), and compressed once per
 * change for the clients that accept it, not on every answer. Only for answers that
 * depend on nothing but the key: the guard has checked the token, the session and the permission of
 * every request before, and the key names what else decides the answer (territory, operation mode,
 * the query). Everything kept is forgotten after a write on this server and on every live message
 * (from any server), and is never older than READ_REUSE_MS.
 */
export class ReadCache {
  private answers = new Map<string, Kept>();

  /** Something may have changed: every answer is read again. */
  stale() {
    this.answers = new Map();
  }

  /**
   * The kept answer for `key`, or reads and serialises it (the route's response schema) once: readies the
   * reply's headers and returns the body for the handler to return. Returned, not sent: an async handler
   * that returns the reply waits until it is written (ADR 0014). Typed `never` so that a route typed by its
   * response schema may return it: the schema has serialised it already.
   */
  async answer(reply: FastifyReply, key: string, read: () => Promise<unknown>): Promise<never> {
    return (await this.#body(reply, key, read)) as never;
  }

  async #body(reply: FastifyReply, key: string, read: () => Promise<unknown>): Promise<Buffer> {
    const answers = this.answers;
    const now = Date.now();
    let kept = answers.get(key);
    if (!kept || now - kept.at >= READ_REUSE_MS) {
      const reading: Kept = {
        body: read().then((value) => Buffer.from(String(reply.serialize(value)))),
        at: now,
        encoded: {},
      };
      answers.delete(key);
      if (answers.size >= KEPT) answers.delete(answers.keys().next().value!);
      answers.set(key, reading);
      // A failed read is not kept: the next request reads again.
      reading.body.catch(() => answers.get(key) === reading && answers.delete(key));
      kept = reading;
    }
    const body = await kept.body;
    reply.type(JSON_TYPE).header('vary', 'accept-encoding');
    const encoding = body.length >= COMPRESSION_THRESHOLD ? acceptedEncoding(reply.request) : null;
    if (!encoding) return body;
    kept.encoded[encoding] ??= COMPRESS[encoding](body);
    reply.header('content-encoding', encoding);
    return kept.encoded[encoding];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Authenticated answers kept per change (ADR 0023). */
    reads: ReadCache;
  }
}

/** The key of an answer that depends on the route, its parameters and query, and `scope` (who sees what). */
export function readKey(request: FastifyRequest, scope: unknown): string {
  return JSON.stringify([request.routeOptions.url, request.params, request.query, scope]);
}

/** On the root app, before the routes: a successful write on this server forgets every kept answer. */
export function registerReadCache(app: FastifyInstance) {
  const reads = new ReadCache();
  app.decorate('reads', reads);
  app.addHook('onSend', async (request, reply, payload) => {
    if (isWrite(request, reply)) reads.stale();
    return payload;
  });
}
