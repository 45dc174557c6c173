import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

// Load balancers' health checks and the web app's files: many a minute, interesting only when debugging.
const QUIET_PREFIXES = ['/health/', '/assets/', '/manuals/'];

/**
 * One log line per answered request (method, address, status, time) in place of Fastify's two: at info
 * for the API and pages, at debug for health checks and static files so they do not drown the log.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (QUIET_PREFIXES.some((prefix) => request.url.startsWith(prefix)))
      request.log.debug(line, 'request completed');
    else request.log.info(line, 'request completed');
  }
}
