import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { organisations, persons, subscriptions, wakeupAddressees } from '../../db/schema/index.ts';

/** Step 0 calls the organisation's wake-up subscribers; every escalation step calls its deputies. */
const TOPIC_OF_STEP = (step: number) => (step === 0 ? 'WAKEUPS' : 'WAKEUP_DEPUTY');

/** The persons of an organisation with an active subscription to `topic`, one row per channel. */
export function subscribersOf(tx: Tx, organisationId: number, topic: string) {
  return tx
    .select({
      personId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      email: persons.email,
      phone: persons.phone,
      channel: subscriptions.channel,
    })
    .from(subscriptions)
    .innerJoin(persons, eq(persons.id, subscriptions.personId))
    .where(
      and(
        eq(persons.organisationId, organisationId),
        eq(subscriptions.topic, topic),
        eq(subscriptions.active, true),
      ),
    )
    .orderBy(persons.id);
}

/**
 * Records whom a step calls: on the first step the receiving organisation's console (delivered at once,
 * through the live topic), then every subscriber by e-mail or SMS, to be delivered after the commit.
 * Answers how many persons were called.
 */
export async function callAddressees(
  tx: Tx,
  wakeupId: number,
  organisationId: number,
  step: number,
  now: Date,
) {
  const subscribers = await subscribersOf(tx, organisationId, TOPIC_OF_STEP(step));
  const [organisation] = await tx.select().from(organisations).where(eq(organisations.id, organisationId));
  const rows = subscribers.flatMap((s) => {
    const channel = s.channel === 'SMS' ? ('SMS' as const) : ('EMAIL' as const);
    const address = channel === 'SMS' ? s.phone : s.email;
    if (!address) return [];
    return [
      {
        wakeupId,
        personId: s.personId,
        name: `${s.firstName} ${s.lastName}`,
        channel,
        address,
        step,
      },
    ];
  });
  const console =
    step === 0 && organisation
      ? [
          {
            wakeupId,
            name: organisation.name.de,
            channel: 'CONSOLE' as const,
            address: organisation.code,
            step,
            deliveredAt: now,
          },
        ]
      : [];
  if (rows.length + console.length > 0) await tx.insert(wakeupAddressees).values([...console, ...rows]);
  return rows.length;
}
