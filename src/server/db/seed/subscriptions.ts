import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { applicationUsers, organisations, persons, subscriptions } from '../schema/index.ts';

// The topics drawn for the second, SMS subscription.
const SMS_TOPICS = ['WAKEUPS', 'SIREN_FAULTS', 'SIREN_TEST_RESULTS'] as const;

/**
 * Every person follows the events of their canton by e-mail; every second one also a topic by SMS.
 * Wake-ups: the persons behind the demo users are called by e-mail, and each organisation's last staff
 * member is its deputy by SMS.
 */
export async function insertDemoSubscriptions({ tx }: { tx: Tx }) {
  const people = await tx
    .select({
      id: persons.id,
      stateCode: organisations.stateCode,
      organisationId: persons.organisationId,
      user: applicationUsers.id,
    })
    .from(persons)
    .innerJoin(organisations, eq(organisations.id, persons.organisationId))
    .leftJoin(applicationUsers, eq(applicationUsers.personId, persons.id))
    .orderBy(persons.id);
  const deputies = new Map(people.map((person) => [person.organisationId, person.id]));
  await tx.insert(subscriptions).values(
    people.flatMap((person, index) => [
      { personId: person.id, topic: 'EVENTS', channel: 'EMAIL', stateCode: person.stateCode, active: true },
      ...(index % 2 === 0
        ? [
            {
              personId: person.id,
              topic: SMS_TOPICS[index % SMS_TOPICS.length]!,
              channel: 'SMS',
              stateCode: person.stateCode,
              active: index % 10 !== 0,
            },
          ]
        : []),
      ...(person.user === null
        ? []
        : [
            {
              personId: person.id,
              topic: 'WAKEUPS',
              channel: 'EMAIL',
              stateCode: person.stateCode,
              active: true,
            },
          ]),
      ...(deputies.get(person.organisationId) === person.id
        ? [
            {
              personId: person.id,
              topic: 'WAKEUP_DEPUTY',
              channel: 'SMS',
              stateCode: person.stateCode,
              active: true,
            },
          ]
        : []),
    ]),
  );
}
