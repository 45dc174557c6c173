// Speed of the platform's hot paths in process (`app.inject`, no network), as ratios to a baseline of the
// same run: GET /health/live (routing and serialisation only). Measured: an authenticated API call (token
// verified against the login server's keys, the user's display name read from the database) and a whole
// login round trip through the login server (dominated by argon2id on purpose).
import type { FastifyInstance } from 'fastify';
import { openTestApp } from '../src/server/test-support/app.ts';
import { bearerOf, loginAs } from '../src/server/test-support/login.ts';
import { against, benchRuns, figure, report } from './support.ts';

async function perCallMs(runs: number, once: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(50, runs); i++) await once();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await once();
  return (performance.now() - started) / runs;
}

async function ok(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
}

const { app, close } = await openTestApp('pglite');
try {
  const auth = await bearerOf(app, 'admin');
  const hello: number[] = [];
  const me: number[] = [];
  const login: number[] = [];
  for (let r = 0; r < benchRuns(); r++) {
    hello.push(await perCallMs(3000, () => ok(app, '/health/live')));
    me.push(await perCallMs(1000, () => ok(app, '/api/scc/me', auth)));
    login.push(await perCallMs(20, () => loginAs(app, 'zh.operator')));
  }
  const baseline = figure(hello, 'ms');
  report({
    name: 'platform',
    description: 'in-process calls (app.inject) on the embedded database, time per call',
    runs: benchRuns(),
    baseline: { label: 'GET /health/live', figure: baseline },
    cases: [
      against(baseline, 'GET /api/scc/me with a verified token', figure(me, 'ms')),
      against(baseline, 'login round trip (authorize, password, code, token)', figure(login, 'ms')),
    ],
  });
} finally {
  await close();
}
