import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestApp, type TestApp } from '../test-support/app.ts';
import { testBackends } from '../test-support/database.ts';
import { serveMetrics } from './metrics.ts';

describe.each(testBackends())('operations on %s', (backend) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await openTestApp(backend);
  });
  afterAll(() => test.close());

  it('serves Prometheus metrics on their own port: requests by route, latency, sockets, pool, jobs', async () => {
    const { app } = test;
    await app.inject({ method: 'GET', url: '/health/live' });
    await app.inject({ method: 'GET', url: '/api/scc/me' });
    const port = await serveMetrics(app, 0, '127.0.0.1');

    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toContain('console_http_requests_total{method="GET",route="/health/live",status="200"} 1');
    expect(text).toContain('console_http_requests_total{method="GET",route="/api/scc/me",status="401"} 1');
    expect(text).toMatch(
      /console_http_request_duration_seconds_count\{method="GET",route="\/health\/live"\} 1/,
    );
    expect(text).toContain('console_live_sockets 0');
    expect(text).toContain('# TYPE console_jobs_pending gauge');
    expect(text).toContain('console_process_cpu_seconds_total');
    if (backend === 'postgres') expect(text).toMatch(/console_db_pool_connections\{state="total"\} \d+/);

    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    // The console's own port does not give them away.
    const publicAnswer = await app.inject({ method: 'GET', url: '/metrics' });
    expect(publicAnswer.body).not.toContain('console_http_requests_total');
  });

  it('logs API requests at info and health checks and static files at debug, one line each', async () => {
    const lines: { level: number; url?: string; msg: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = await buildApp({
      config: loadConfig({ PUBLIC_URL: 'http://localhost:8080' }),
      database: test.database,
      logger: pino({ level: 'debug' }, sink),
    });
    await app.inject({ method: 'GET', url: '/health/ready' });
    await app.inject({ method: 'GET', url: '/assets/none.js' });
    await app.inject({ method: 'GET', url: '/api/scc/me' });
    await app.close();
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => [line.url, line.level])).toEqual([
      ['/health/ready', 20],
      ['/assets/none.js', 20],
      ['/api/scc/me', 30],
    ]);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  });
});
