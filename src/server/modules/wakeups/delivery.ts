import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { wakeupAddressees } from '../../db/schema/index.ts';
import { mailerOf } from '../reports/mailer.ts';
import { signAckToken } from './ackLink.ts';
import { wakeupMail, wakeupSms } from './messages.ts';
import { findWakeup } from './queries.ts';
import { smsGatewayOf } from './sms.ts';

type Addressee = typeof wakeupAddressees.$inferSelect;

/** The channels wake-ups leave the console by: the reports' mailer and the SMS gateway of the settings. */
export function wakeupDeliveryOf(config: Config) {
  return { mail: mailerOf(config), sms: smsGatewayOf(config) };
}

/** Takes the wake-up's e-mail and SMS addressees no run has taken yet (so none is sent twice). */
function claimPending(app: FastifyInstance, wakeupId: number) {
  return app.database.db
    .update(wakeupAddressees)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(wakeupAddressees.wakeupId, wakeupId),
        inArray(wakeupAddressees.channel, ['EMAIL', 'SMS']),
        isNull(wakeupAddressees.claimedAt),
      ),
    )
    .returning();
}

/** The link of an addressee's e-mail or SMS: it acknowledges once, until WAKEUP_LINK_HOURS have passed. */
async function ackLinkOf(app: FastifyInstance, addressee: Addressee): Promise<string> {
  const expiresAt = new Date(Date.now() + app.config.WAKEUP_LINK_HOURS * 3_600_000);
  const token = await signAckToken(app.database.db, addressee.id, expiresAt);
  return `${app.config.PUBLIC_URL}/api/public/wakeups/acknowledge?token=${token}`;
}

async function deliverOne(app: FastifyInstance, addressee: Addressee, send: (link: string) => Promise<void>) {
  try {
    await send(await ackLinkOf(app, addressee));
    return { deliveredAt: new Date(), failure: null };
  } catch (err) {
    app.log.warn({ err, addressee: addressee.id }, 'wake-up not delivered');
    return { deliveredAt: null, failure: err instanceof Error ? err.message.slice(0, 200) : 'failed' };
  }
}

/**
 * Sends the wake-up's pending e-mails and SMS and records per addressee when it was delivered or why
 * not. Run by the job queue after each call; a run finds only what no other run has taken.
 */
export async function deliverWakeup(app: FastifyInstance, wakeupId: number): Promise<number> {
  const wakeup = await findWakeup(app.database.db, wakeupId);
  if (!wakeup) return 0;
  const pending = await claimPending(app, wakeupId);
  for (const addressee of pending) {
    const outcome = await deliverOne(app, addressee, async (link) => {
      if (addressee.channel === 'SMS')
        return app.wakeupDelivery.sms.send(addressee.address, wakeupSms(wakeup, link));
      await app.wakeupDelivery.mail({
        to: [addressee.address],
        cc: [],
        attachments: [],
        ...wakeupMail(wakeup, link),
      });
    });
    await app.database.db.update(wakeupAddressees).set(outcome).where(eq(wakeupAddressees.id, addressee.id));
  }
  return pending.length;
}
