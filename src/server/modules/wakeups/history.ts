import { lowerCaseCode } from '../../../domain/audit.ts';
import type { WakeupStepAction } from '../../../domain/wakeupApi.ts';
import type { WakeupState } from '../../../domain/wakeups.ts';
import { type AuditActor, writeAudit } from '../../audit.ts';
import type { Tx } from '../../db/client.ts';
import { wakeupHistory } from '../../db/schema/index.ts';

interface Step {
  wakeupId: number;
  action: WakeupStepAction;
  fromState: WakeupState | null;
  toState: WakeupState | null;
  detail?: string | null;
  before?: unknown;
  after?: unknown;
}

/** One line of the wake-up's timeline and its audit row, in the transaction of the change. */
export async function recordStep(tx: Tx, auditActor: AuditActor, step: Step): Promise<void> {
  await tx.insert(wakeupHistory).values({
    wakeupId: step.wakeupId,
    userName: auditActor.userName,
    action: step.action,
    fromState: step.fromState,
    toState: step.toState,
    detail: step.detail ?? null,
  });
  await writeAudit(tx, auditActor, {
    action: `wakeup.${lowerCaseCode(step.action)}`,
    entity: 'wakeup',
    entityId: step.wakeupId,
    before: step.before ?? null,
    after: step.after ?? null,
  });
}
