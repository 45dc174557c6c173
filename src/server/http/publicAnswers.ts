import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD } from './compression.ts';

/** The type of a JSON answer built ahead and sent as its bytes. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** How long a server trusts its last reading of a change marker: another server's change shows within it. */
export const MARKER_RECHECK_MS = 1000;

/** A public answer built once: its body (and compressed copies), validators and status. */
export interface BuiltAnswer {
  status: 200 | 204;
  type: string;
  /** The body as text: Node writes a text answer and its headers in one go, a small Buffer in two. */
  body: string;
  etag: string;
  /** Absent where nothing records when the content last changed: then only the entity tag validates. */
  lastModified?: Date;
  /** `lastModified` as the header carries it, written once. */
  lastModifiedText?: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** What a change marker reads: a value that differs after every change (and what else a build needs of it). */
export interface Marker {
  value: string;
}

/** A marker that also says when the last change was (the public answers' Last-Modified). */
export interface DatedMarker extends Marker {
  lastModified: Date;
}

/** Builds the answer once: validators from the content (identical on every server), copies compressed once. */
export function builtAnswer(body: string | null, type: string, lastModified?: Date): BuiltAnswer {
  const text = body ?? '';
  const bytes = Buffer.from(text);
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  const answer: BuiltAnswer = {
    status: body === null ? 204 : 200,
    type,
    body: text,
    etag,
    ...(lastModified && { lastModified, lastModifiedText: lastModified.toUTCString() }),
  };
  if (bytes.length < COMPRESSION_THRESHOLD) return answer;
  const quality = { [constants.BROTLI_PARAM_QUALITY]: 9 };
  return { ...answer, br: brotliCompressSync(bytes, { params: quality }), gzip: gzipSync(bytes) };
}

/** The compression a client accepts, brotli before gzip; null: it takes the answer as it is. */
export function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = request.headers['accept-encoding'] ?? '';
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

// HTTP dates carry whole seconds.
const seconds = (time: Date) => Math.floor(time.getTime() / 1000);

function isFresh(request: FastifyRequest, answer: BuiltAnswer): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch)
    return noneMatch.split(',').some((tag) => ['*', answer.etag].includes(tag.trim().replace(/^W\//, '')));
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !!answer.lastModified && !Number.isNaN(since) && seconds(answer.lastModified) <= since / 1000;
}

/**
 * Readies the reply for a built answer and returns what the handler returns: the body in the copy the
 * client's encoding takes, or the reply sent empty (304 when the client's copy is current, 204; Fastify
 * then sends no Content-Length). A body is returned, not sent: an async handler that returns the reply
 * waits until it is written, and that wait cost a fifth of a public answer's time.
 */
export function builtReply(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: BuiltAnswer,
  cache: string,
): Buffer | string | FastifyReply {
  reply.header('cache-control', cache).header('etag', answer.etag).header('vary', 'accept-encoding');
  if (answer.lastModifiedText) reply.header('last-modified', answer.lastModifiedText);
  if (isFresh(request, answer)) return reply.code(304).send();
  if (answer.status === 204) return reply.code(204).send();
  reply.type(answer.type);
  const encoding = answer.br && answer.gzip ? acceptedEncoding(request) : null;
  const encoded = encoding && answer[encoding];
  if (!encoded) return answer.body;
  reply.header('content-encoding', encoding);
  return encoded;
}

/**
 * Answers built once per change, not per request. The marker (a cheap read) is trusted for
 * MARKER_RECHECK_MS, or until a write on this server; when it differs, every answer is rebuilt on
 * its next request (ADR 0014). Concurrent requests share one marker read and one build.
 */
export class ChangeCache<M extends Marker = DatedMarker> {
  private marker: Promise<M> | null = null;
  private markerValue: string | null = null;
  private readAt = 0;
  private answers = new Map<string, Promise<BuiltAnswer>>();

  private readonly readMarker: () => Promise<M>;

  constructor(readMarker: () => Promise<M>) {
    this.readMarker = readMarker;
  }

  /** A write on this server may have changed what the marker reads: read it again before the next answer. */
  stale() {
    this.readAt = 0;
  }

  async get(key: string, build: (marker: M) => Promise<BuiltAnswer>): Promise<BuiltAnswer> {
    const marker = await this.currentMarker();
    if (marker.value !== this.markerValue) {
      this.markerValue = marker.value;
      this.answers.clear();
    }
    let answer = this.answers.get(key);
    if (!answer) {
      answer = build(marker);
      this.answers.set(key, answer);
      answer.catch(() => this.answers.delete(key));
    }
    return answer;
  }

  private currentMarker(): Promise<M> {
    const now = Date.now();
    if (this.marker && now - this.readAt < MARKER_RECHECK_MS) return this.marker;
    this.readAt = now;
    const reading = this.readMarker();
    this.marker = reading;
    // A failed read is not kept: the next request reads again.
    reading.catch(() => {
      if (this.marker === reading) this.marker = null;
    });
    return reading;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A cache of answers built once per change, whose marker this server's writes make stale. */
    changeCache<M extends Marker = DatedMarker>(readMarker: () => Promise<M>): ChangeCache<M>;
  }
}

/** A successful write request (any non-GET answered below 400): it may have changed what reads answer. */
export function isWrite(request: FastifyRequest, reply: FastifyReply): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;
}

/** On the root app, before the routes: a successful write on this server makes every cache read its marker again. */
export function registerPublicAnswers(app: FastifyInstance) {
  const caches: { stale(): void }[] = [];
  app.decorate('changeCache', <M extends Marker>(readMarker: () => Promise<M>) => {
    const cache = new ChangeCache<M>(readMarker);
    caches.push(cache);
    return cache;
  });
  // Before the answer leaves (the write has committed): the writer's next read already sees its change.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isWrite(request, reply)) for (const cache of caches) cache.stale();
    return payload;
  });
}
