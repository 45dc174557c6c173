import { sql } from 'drizzle-orm';
import type { OperationMode } from '../../../domain/session.ts';
import { SIREN_TEST_PROBLEMS, TAKEN_BY_REAL_ALARM } from '../../../domain/sirenTest.ts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { ProblemError } from '../../http/problem.ts';

interface RunningTest {
  id: number;
  alarmId: number | null;
  stateCodes: string[];
}

/** The running siren test's cantons that `stateCodes` touch; null when no test runs there. */
async function runningTestIn(tx: Tx, stateCodes: readonly string[]): Promise<RunningTest | null> {
  const [test] = await rowsOf<RunningTest>(
    tx,
    sql`select id, alarm_id as "alarmId",
        array(select c->>'stateCode' from jsonb_array_elements(cantons) c
              where c->>'stateCode' = any(${`{${stateCodes.join(',')}}`}::text[])) as "stateCodes"
      from siren_test where status = 'RUNNING' for share`,
  );
  return test && test.stateCodes.length > 0 ? test : null;
}

/**
 * Keeps a siren alarm and the running siren test apart, in the alarm's transaction. A real (LIVE) alarm
 * always wins: the test's sirens it commands leave the test (SKIPPED, REAL_ALARM), before they answered
 * it, and are not counted. Any other alarm (an EXERCISE drill) in the test's cantons is refused with 409.
 */
export async function giveWayToSirenTest(
  tx: Tx,
  mode: OperationMode,
  sirenIds: readonly number[],
  stateCodes: readonly string[],
): Promise<void> {
  const test = await runningTestIn(tx, stateCodes);
  if (!test) return;
  if (mode !== 'LIVE')
    throw new ProblemError(409, SIREN_TEST_PROBLEMS.testRunning, {
      params: { cantons: test.stateCodes.join(', ') },
    });
  if (test.alarmId === null || sirenIds.length === 0) return;
  await tx.execute(sql`
    update siren_alarm_result set state = 'SKIPPED', fault_code = ${TAKEN_BY_REAL_ALARM}, updated_at = now()
    where alarm_id = ${test.alarmId} and state in ('COMMANDED', 'ACKNOWLEDGED')
      and siren_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(sirenIds)}::jsonb))`);
}
