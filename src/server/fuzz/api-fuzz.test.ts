import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../test-support/database.ts';
import { type FuzzApp, openFuzzApp } from './fuzzApp.ts';
import { createFuzzer, describeOutcome, type Fuzzer, faultOf } from './fuzzer.ts';
import { type OpenApiDocument, type Operation, operationsOf, requestArb } from './openapiArbitraries.ts';
import { staticOperations, undocumentedRoutes } from './routeCoverage.ts';

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
// PDF drawing, mail and argon2 password hashing take tens of milliseconds each: a fixed, smaller share.
const SLOW = new Set([
  'POST /api/scc/reports/document',
  'POST /api/scc/reports/email',
  'POST /api/scc/data/applicationusers',
  'POST /api/scc/data/applicationusers/{id}/password',
]);
const FEW_RUNS = Math.max(5, Math.round(TOTAL / 500));

const keyOf = (op: Operation) => `${op.method} ${op.path}`;
const sum = (numbers: Iterable<number>) => [...numbers].reduce((a, b) => a + b, 0);

/** Runs per operation: a few for the slow and static ones, the rest spread evenly to reach TOTAL. */
function runsPlan(operations: Operation[], staticCount: number): Map<string, number> {
  const few = operations.filter((op, i) => SLOW.has(keyOf(op)) || i >= operations.length - staticCount);
  const even = Math.ceil((TOTAL - few.length * FEW_RUNS) / (operations.length - few.length));
  return new Map(operations.map((op) => [keyOf(op), few.includes(op) ? FEW_RUNS : even]));
}

/** Fuzzes one operation; answers the shrunk failure, or null when every request was answered well. */
async function fuzzOperation(
  fuzzer: Fuzzer,
  op: Operation,
  seed: number,
  numRuns: number,
  onWrite: () => void,
) {
  const property = fc.asyncProperty(requestArb(op), async (request) => {
    const outcome = await fuzzer.send(keyOf(op), request);
    if (outcome.status < 400 && outcome.written.length > 0) onWrite();
    const fault = faultOf(outcome);
    if (fault) throw new Error(`${fault}\n${describeOutcome(outcome)}`);
  });
  const details = await fc.check(property, { seed, numRuns });
  if (!details.failed) return null;
  const error =
    details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance;
  return `${keyOf(op)} (FUZZ_SEED=${SEED}, seed ${seed}, path ${details.counterexamplePath}):\n${error}`;
}

describe.each(testBackends())('API fuzzing from the OpenAPI document on %s', (backend) => {
  let fuzz: FuzzApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    fuzz = await openFuzzApp(backend);
    doc = fuzz.app.swagger() as unknown as OpenApiDocument;
  }, 120_000);
  afterAll(() => fuzz.close());

  it('documents every route the app serves, so that the fuzzer reaches them all', () => {
    expect(undocumentedRoutes(fuzz.app.routeTable, doc)).toEqual([]);
  });

  it(`answers ${TOTAL} fuzzed requests without a 5xx and without a write from a rejected one`, async () => {
    const statics = staticOperations(fuzz.app.routeTable);
    const operations = [...operationsOf(doc), ...statics];
    const plan = runsPlan(operations, statics.length);
    const fuzzer = createFuzzer(fuzz.app, fuzz.database.db, fuzz.headers);
    console.info(
      `API fuzz on ${backend}: FUZZ_SEED=${SEED}, FUZZ_REQUESTS=${TOTAL}, ${operations.length} operations`,
    );
    const started = performance.now();
    const failures: string[] = [];
    let acceptedWrites = 0;
    for (const [index, op] of operations.entries()) {
      const failure = await fuzzOperation(
        fuzzer,
        op,
        SEED + index,
        plan.get(keyOf(op))!,
        () => acceptedWrites++,
      );
      if (failure) failures.push(failure);
    }
    const sent = sum(fuzzer.sent.values());
    const answered = [...fuzzer.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.info(
      `API fuzz on ${backend}: ${sent} requests in ${Math.round(performance.now() - started)} ms (${answered.join(', ')})`,
    );

    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(fuzzer.lateWrites, fuzzer.lateWrites.join('\n\n')).toEqual([]);
    expect(operations.filter((op) => !fuzzer.sent.get(keyOf(op))).map(keyOf)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    // Valid requests get past validation into handlers and SQL, not only into the schema check.
    expect(sum([...fuzzer.statuses].filter(([status]) => status < 300).map(([, n]) => n))).toBeGreaterThan(
      sent / 5,
    );
    // The write counter is alive: accepted writes moved it, so its silence on rejected ones means something.
    expect(acceptedWrites).toBeGreaterThan(0);
  }, 900_000);
});
