import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Every text answer (JSON, XML, HTML, CSS, JS) compressed for a client that accepts it: brotli at a
 * quick level, else gzip. Registered before the routes; answers already compressed (the web build's
 * .br/.gz files, the public cache) keep their Content-Encoding.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: COMPRESSION_THRESHOLD });
}
