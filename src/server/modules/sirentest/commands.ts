import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AlarmTarget } from '../../../domain/alarming.ts';
import { STATE_CH } from '../../../domain/session.ts';
import {
  type ConfirmationInput,
  confirmationExplained,
  DEFECT_FAULT_CODES,
  figuresOf,
  finalCounts,
  REPAIR_DAYS,
  SIREN_TEST_LIVE_CONFIRMATION,
  SIREN_TEST_PROBLEMS,
  type SirenTest,
  type SirenTestPlanInput,
  startConfirmed,
  windowOf,
  zurichDate,
} from '../../../domain/sirenTest.ts';
import { writeAudit } from '../../audit.ts';
import type { Tx } from '../../db/client.ts';
import { sirenTestConfirmations, sirenTests } from '../../db/schema/index.ts';
import { ProblemError } from '../../http/problem.ts';
import { dispatchAlarm } from '../alarming/dispatch.ts';
import { announceStop, endAlarmTask, type Operator } from '../alarming/operations.ts';
import { resolveTarget, type TargetSiren } from '../alarming/targets.ts';
import { createAlarmTask } from '../alarming/tasks.ts';
import { publishFaultChanges } from '../monitoring/commands.ts';
import { publishSirenTest } from './notices.ts';
import { countsByCanton, figuresFor, testOf, testWithStatus } from './queries.ts';

/** Planning, starting and stopping are national: the test spans the country. */
function assertNational(operator: Operator) {
  if (!operator.actor.seesAllCantons) throw new ProblemError(403, SIREN_TEST_PROBLEMS.outsideTerritory);
}

/** The participating sirens: every stationary siren of the plan's cantons plus the plan's groups. */
async function sirensOfPlan(tx: Tx, operator: Operator, plan: SirenTestPlanInput) {
  const targets: AlarmTarget[] = [
    { kind: 'cantons', stateCodes: plan.cantons.map((c) => c.stateCode) },
    ...(plan.groupIds.length > 0 ? [{ kind: 'groups' as const, groupIds: plan.groupIds }] : []),
  ];
  const sirens = new Map<number, TargetSiren>();
  for (const target of targets)
    for (const siren of (await resolveTarget(tx, target, 'GENERAL_ALARM', operator.actor)).sirens)
      sirens.set(siren.id, siren);
  return [...sirens.values()];
}

/**
 * Creates or changes the planned test (PUT plan): national users, a test day not in the past; its groups
 * must exist. Audited; every console learns of it.
 */
export async function savePlan(
  app: FastifyInstance,
  operator: Operator,
  plan: SirenTestPlanInput,
  now = new Date(),
): Promise<SirenTest> {
  assertNational(operator);
  if (plan.testDate < zurichDate(now)) throw new ProblemError(422, SIREN_TEST_PROBLEMS.pastDate);
  const { start, end } = windowOf(plan);
  const saved = await app.database.db.transaction(async (tx) => {
    await sirensOfPlan(tx, operator, plan);
    const before = await tx.select().from(sirenTests).where(eq(sirenTests.status, 'PLANNED')).for('update');
    const values = { ...plan, windowStart: start, windowEnd: end, plannedBy: operator.audit.userName };
    const [after] = before[0]
      ? await tx.update(sirenTests).set(values).where(eq(sirenTests.id, before[0].id)).returning()
      : await tx.insert(sirenTests).values(values).returning();
    if (!after) throw new Error('siren test plan not written');
    await writeAudit(tx, operator.audit, {
      action: before[0] ? 'updated' : 'created',
      entity: 'siren_test',
      entityId: after.id,
      before: before[0],
      after,
    });
    return after;
  });
  publishSirenTest(app, { testId: saved.id, status: saved.status });
  return testOf(saved);
}

/**
 * Starts the planned test (POST plan/start): one alarm task with the test signal on every participating
 * siren, in the operator's mode; the test is active until stopped. 409 without a plan or while one runs.
 * LIVE sounds every participating siren: without the exact typed confirmation 422, nothing started.
 */
export async function startTest(
  app: FastifyInstance,
  operator: Operator,
  confirmation?: string,
): Promise<SirenTest> {
  assertNational(operator);
  const started = await app.database.db.transaction(async (tx) => {
    if (await testWithStatus(tx, 'RUNNING')) throw new ProblemError(409, SIREN_TEST_PROBLEMS.alreadyRunning);
    const [planned] = await tx
      .select()
      .from(sirenTests)
      .where(eq(sirenTests.status, 'PLANNED'))
      .for('update');
    if (!planned) throw new ProblemError(409, SIREN_TEST_PROBLEMS.notPlanned);
    const mode = operator.actor.claims.operation_mode;
    if (!startConfirmed(mode, confirmation))
      throw new ProblemError(422, SIREN_TEST_PROBLEMS.confirmationRequired, {
        params: { pattern: SIREN_TEST_LIVE_CONFIRMATION },
      });
    const sirens = await sirensOfPlan(tx, operator, planned);
    const alarm = await createAlarmTask(tx, operator.audit, {
      eventId: null,
      operationMode: mode,
      signal: 'TEST_SIGNAL',
      target: { kind: 'cantons', stateCodes: planned.cantons.map((c) => c.stateCode) },
      sirens,
      stateCodes: sirens.map((siren) => siren.stateCode),
    });
    const [after] = await tx
      .update(sirenTests)
      .set({
        status: 'RUNNING',
        alarmId: alarm.id,
        operationMode: mode,
        startedBy: operator.audit.userName,
        startedAt: sql`now()`,
      })
      .where(eq(sirenTests.id, planned.id))
      .returning();
    if (!after) throw new Error('siren test not started');
    await writeAudit(tx, operator.audit, {
      action: 'started',
      entity: 'siren_test',
      entityId: after.id,
      before: planned,
      after,
    });
    return after;
  });
  if (started.alarmId !== null) {
    await dispatchAlarm(app, started.alarmId);
    app.alarmProgress.changed(started.alarmId, []);
  }
  publishSirenTest(app, { testId: started.id, status: started.status });
  return testOf(started);
}

/**
 * Every siren that failed or did not report becomes an open error of its FGP (monitoring's grids), and a
 * defect of the test with its repair deadline.
 */
async function recordDefects(tx: Tx, testId: number, alarmId: number, repairDue: string) {
  await tx.execute(sql`
    with defects as (
      select r.siren_id, r.state_code, r.device_id, r.fault_code,
        case when r.state = 'FAILED' then 'FAILED' else 'NO_REPORT' end as outcome
      from siren_alarm_result r
      where r.alarm_id = ${alarmId} and r.device_id <> ''
        and (r.state in ('FAILED', 'NO_ANSWER', 'COMMANDED', 'ACKNOWLEDGED'))
    ), errors as (
      insert into pending_error (component_kind, severity, state_code, component_ref, component_name, fault_code, message_key)
      select 'POLYALERT', 'ERROR', d.state_code, d.device_id, d.device_id,
        case d.outcome when 'FAILED' then ${DEFECT_FAULT_CODES.FAILED} else ${DEFECT_FAULT_CODES.NO_REPORT} end,
        'monitoring.faultCodes.' || case d.outcome when 'FAILED' then ${DEFECT_FAULT_CODES.FAILED} else ${DEFECT_FAULT_CODES.NO_REPORT} end
      from defects d
      on conflict (component_ref, fault_code) where resolved_at is null
        do update set occurrences = pending_error.occurrences + 1, last_seen_at = now()
      returning id, component_ref
    )
    insert into siren_test_defect (test_id, siren_id, state_code, outcome, fault_code, repair_due, error_id)
    select ${testId}, d.siren_id, d.state_code, d.outcome, d.fault_code, ${repairDue}::date, e.id
    from defects d left join errors e on e.component_ref = d.device_id`);
  await tx.execute(sql`
    insert into error_protocol (error_id, action, at, component_kind, severity, state_code, component_ref,
      fault_code, message_key, occurrences)
    select e.id, 'RAISED', now(), e.component_kind, e.severity, e.state_code, e.component_ref, e.fault_code,
      e.message_key, e.occurrences
    from siren_test_defect d join pending_error e on e.id = d.error_id
    where d.test_id = ${testId}`);
}

/**
 * Stops the running test (POST active/stop): its task ends, its figures are frozen for the archive (a
 * siren still awaited did not report), its defects become open errors due for repair within REPAIR_DAYS.
 * Every console learns that the test is no longer active.
 */
export async function stopTest(app: FastifyInstance, operator: Operator): Promise<SirenTest> {
  assertNational(operator);
  const { test, ended } = await app.database.db.transaction(async (tx) => {
    const [running] = await tx
      .select()
      .from(sirenTests)
      .where(eq(sirenTests.status, 'RUNNING'))
      .for('update');
    if (!running) throw new ProblemError(409, SIREN_TEST_PROBLEMS.notRunning);
    const alarmId = running.alarmId;
    const ended = alarmId === null ? null : await endAlarmTask(tx, operator.audit, alarmId);
    const byCanton = alarmId === null ? new Map() : await countsByCanton(tx, alarmId);
    const frozen = new Map([...byCanton].map(([code, counts]) => [code, finalCounts(counts)]));
    const { national, cantons } = figuresFor(frozen, null);
    // Within REPAIR_DAYS of the day the test ran (it may have run on another day than planned).
    const ranOn = running.startedAt ? zurichDate(running.startedAt) : running.testDate;
    const repairDue = new Date(Date.parse(ranOn) + REPAIR_DAYS * 86_400_000).toISOString().slice(0, 10);
    if (alarmId !== null) await recordDefects(tx, running.id, alarmId, repairDue);
    const [after] = await tx
      .update(sirenTests)
      .set({
        status: 'DONE',
        stoppedBy: operator.audit.userName,
        stoppedAt: sql`now()`,
        figures: { national: figuresOf(STATE_CH, national.counts), cantons },
      })
      .where(eq(sirenTests.id, running.id))
      .returning();
    if (!after) throw new Error('siren test not stopped');
    await writeAudit(tx, operator.audit, {
      action: 'stopped',
      entity: 'siren_test',
      entityId: after.id,
      before: running,
      after,
    });
    return { test: after, ended };
  });
  if (test.alarmId !== null && ended) await announceStop(app, test.alarmId, ended);
  publishFaultChanges(app, {
    kinds: new Set(['POLYALERT']),
    states: new Set(test.cantons.map((c) => c.stateCode)),
  });
  publishSirenTest(app, { testId: test.id, status: test.status });
  return testOf(test);
}

/**
 * A canton confirms its on-site checks after a done test (POST {id}/confirmations): cantonal users for
 * their own canton, national users for any participating one; a second confirmation replaces the first.
 * Checks not done need a remark that says why (422 otherwise).
 */
export async function confirmChecks(
  app: FastifyInstance,
  operator: Operator,
  testId: number,
  input: ConfirmationInput,
): Promise<void> {
  const { actor, audit } = operator;
  if (!actor.seesAllCantons && input.stateCode !== actor.stateCode)
    throw new ProblemError(403, SIREN_TEST_PROBLEMS.outsideTerritory);
  if (!confirmationExplained(input)) throw new ProblemError(422, SIREN_TEST_PROBLEMS.checksNotExplained);
  await app.database.db.transaction(async (tx) => {
    const [test] = await tx.select().from(sirenTests).where(eq(sirenTests.id, testId)).for('share');
    if (!test) throw new ProblemError(404, SIREN_TEST_PROBLEMS.unknownTest);
    if (test.status !== 'DONE') throw new ProblemError(409, SIREN_TEST_PROBLEMS.notDone);
    if (!test.cantons.some((c) => c.stateCode === input.stateCode))
      throw new ProblemError(422, SIREN_TEST_PROBLEMS.notParticipating);
    const values = { ...input, testId, confirmedBy: audit.userName, confirmedAt: new Date() };
    const [after] = await tx
      .insert(sirenTestConfirmations)
      .values(values)
      .onConflictDoUpdate({
        target: [sirenTestConfirmations.testId, sirenTestConfirmations.stateCode],
        set: values,
      })
      .returning();
    await writeAudit(tx, audit, {
      action: 'confirmed',
      entity: 'siren_test_confirmation',
      entityId: `${testId}/${input.stateCode}`,
      after,
    });
  });
  publishSirenTest(app, { testId, status: 'DONE' });
}
