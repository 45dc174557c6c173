import { eq } from 'drizzle-orm';
import { SUBSCRIPTION_TOPICS } from '../../../domain/registry/subscriptions.ts';
import type { Tx } from '../client.ts';
import { organisations, persons, subscriptions } from '../schema/index.ts';

/** Every person follows the events of their canton by e-mail; every second one also a topic by SMS. */
export async function insertDemoSubscriptions({ tx }: { tx: Tx }) {
  const people = await tx
    .select({ id: persons.id, stateCode: organisations.stateCode })
    .from(persons)
    .innerJoin(organisations, eq(organisations.id, persons.organisationId))
    .orderBy(persons.id);
  await tx.insert(subscriptions).values(
    people.flatMap((person, index) => [
      { personId: person.id, topic: 'EVENTS', channel: 'EMAIL', stateCode: person.stateCode, active: true },
      ...(index % 2 === 0
        ? [
            {
              personId: person.id,
              topic: SUBSCRIPTION_TOPICS[1 + (index % (SUBSCRIPTION_TOPICS.length - 1))]!,
              channel: 'SMS',
              stateCode: person.stateCode,
              active: index % 10 !== 0,
            },
          ]
        : []),
    ]),
  );
}
