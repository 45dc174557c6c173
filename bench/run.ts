// Speed of the platform's hot paths, as ratios to a baseline measured in the same run (`npm run bench`).
// Baseline: GET /health/live (routing and serialisation only). Measured: an authenticated API call
// (token verified against the login server's keys, user's display name read from the database) and a
// whole login round trip through the login server (dominated by argon2id on purpose).
import type { FastifyInstance } from 'fastify';
import { openTestApp } from '../src/server/test-support/app.ts';
import { bearerOf, loginAs } from '../src/server/test-support/login.ts';

async function timeOf(label: string, runs: number, once: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(50, runs); i++) await once();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await once();
  const perCallMs = (performance.now() - started) / runs;
  return { label, runs, perCallMs };
}

async function ok(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
}

const { app, close } = await openTestApp('pglite');
try {
  const auth = await bearerOf(app, 'admin');
  const results = [
    await timeOf('GET /health/live (baseline)', 5000, () => ok(app, '/health/live')),
    await timeOf('GET /api/scc/me with a verified token', 2000, () => ok(app, '/api/scc/me', auth)),
    await timeOf('login round trip (authorize, password, code, token)', 40, () =>
      loginAs(app, 'zh.operator'),
    ),
  ];
  const baseline = results[0]!.perCallMs;
  for (const r of results) {
    console.log(
      `${r.label.padEnd(58)} ${r.perCallMs.toFixed(3).padStart(9)} ms  ×${(r.perCallMs / baseline).toFixed(1)}  (${r.runs} runs)`,
    );
  }
} finally {
  await close();
}
