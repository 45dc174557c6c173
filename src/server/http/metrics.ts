import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus metrics of this server (served by `serveMetrics` on `METRICS_PORT`). */
    metrics: Registry;
  }
}

/**
 * Counts what operations watch (ADR 0020): requests by route and status, their latency, live sockets,
 * the PostgreSQL pool's connections, the job queue's pending jobs, and Node's own process metrics.
 */
// The metrics servers of each app, closed with it.
const metricsServers = new WeakMap<FastifyInstance, Set<Server>>();

export function registerMetrics(app: FastifyInstance) {
  const servers = new Set<Server>();
  metricsServers.set(app, servers);
  app.addHook('onClose', async () => {
    await Promise.all([...servers].map((server) => new Promise((resolve) => server.close(resolve))));
  });
  const registers = [new Registry()];
  const [registry] = registers as [Registry];
  collectDefaultMetrics({ register: registry, prefix: 'console_' });
  const requests = new Counter({
    name: 'console_http_requests_total',
    help: 'Answered HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const latency = new Histogram({
    name: 'console_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  new Gauge({
    name: 'console_live_sockets',
    help: 'Open live connections (socket.io) of this server',
    registers,
    collect() {
      this.set(app.live.connections());
    },
  });
  new Gauge({
    name: 'console_db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      const pool = app.database.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'console_jobs_pending',
    help: 'Jobs waiting or running in the job queue, by name',
    labelNames: ['name'],
    registers,
    async collect() {
      this.reset();
      for (const [name, count] of Object.entries(await app.jobs.pending())) this.set({ name }, count);
    },
  });
  app.decorate('metrics', registry);
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/api/ecc/events/:id`), never the address itself: a bounded set of labels.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: reply.statusCode });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}

/**
 * Serves `GET /metrics` on a port of its own, so that only the monitoring network reaches it and the
 * console's public port never shows it. Closes with the app. Answers the port listened on.
 */
export async function serveMetrics(app: FastifyInstance, port: number, host: string): Promise<number> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    app.metrics.metrics().then(
      (text) => response.writeHead(200, { 'content-type': app.metrics.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  metricsServers.get(app)?.add(server);
  return (server.address() as AddressInfo).port;
}
