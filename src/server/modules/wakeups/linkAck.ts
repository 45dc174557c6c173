import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuditActor } from '../../audit.ts';
import type { Tx } from '../../db/client.ts';
import { wakeupAddressees, wakeups } from '../../db/schema/index.ts';
import { publishWakeup } from '../dashboard/publishWakeup.ts';
import { verifyAckToken } from './ackLink.ts';
import { recordStep } from './history.ts';
import { findWakeup } from './queries.ts';

export type LinkOutcome = 'acknowledged' | 'used' | 'forged' | 'expired' | 'closed';

/** What the link's page shows before the addressee confirms: the subject, or why the link is refused. */
export async function inspectLink(app: FastifyInstance, token: string, now = new Date()) {
  const check = await verifyAckToken(app.database.db, token, now);
  if (!check.ok) return { outcome: check.reason } as const;
  const [addressee] = await app.database.db
    .select()
    .from(wakeupAddressees)
    .where(eq(wakeupAddressees.id, check.addresseeId));
  const wakeup = addressee && (await findWakeup(app.database.db, addressee.wakeupId));
  if (!addressee || !wakeup) return { outcome: 'forged' } as const;
  if (addressee.acknowledgedAt) return { outcome: 'used' } as const;
  if (wakeup.state === 'CLOSED') return { outcome: 'closed' } as const;
  return { outcome: 'open', wakeup, addressee } as const;
}

async function acknowledgeAddressee(tx: Tx, addresseeId: number, requestId: string, now: Date) {
  const [addressee] = await tx
    .select()
    .from(wakeupAddressees)
    .where(eq(wakeupAddressees.id, addresseeId))
    .for('update');
  const wakeup = addressee && (await findWakeup(tx, addressee.wakeupId, true));
  if (!addressee || !wakeup) return { outcome: 'forged' as const };
  if (addressee.acknowledgedAt) return { outcome: 'used' as const };
  if (wakeup.state === 'CLOSED') return { outcome: 'closed' as const };
  await tx.update(wakeupAddressees).set({ acknowledgedAt: now }).where(eq(wakeupAddressees.id, addresseeId));
  const first = wakeup.state === 'ACKNOWLEDGE_PENDING';
  if (first)
    await tx
      .update(wakeups)
      .set({ state: 'ACKNOWLEDGED', acknowledgedBy: addressee.name, acknowledgedAt: now })
      .where(eq(wakeups.id, wakeup.id));
  const auditActor: AuditActor = {
    userName: addressee.name,
    organisation: wakeup.receiverOrganisation,
    requestId,
  };
  await recordStep(tx, auditActor, {
    wakeupId: wakeup.id,
    action: 'ACKNOWLEDGE',
    fromState: wakeup.state,
    toState: first ? 'ACKNOWLEDGED' : wakeup.state,
    detail: addressee.channel,
  });
  return { outcome: 'acknowledged' as const, wakeupId: wakeup.id };
}

/**
 * Acknowledges for the addressee a signed link names, once: a reused, forged or expired link changes
 * nothing. The first acknowledgement moves the wake-up on; later ones are recorded for their addressee.
 */
export async function acknowledgeByLink(
  app: FastifyInstance,
  token: string,
  requestId: string,
  now = new Date(),
): Promise<LinkOutcome> {
  const check = await verifyAckToken(app.database.db, token, now);
  if (!check.ok) return check.reason;
  const result = await app.database.db.transaction((tx) =>
    acknowledgeAddressee(tx, check.addresseeId, requestId, now),
  );
  if (result.wakeupId) await publishWakeup(app, result.wakeupId);
  return result.outcome;
}
