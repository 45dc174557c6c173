import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CHANNEL_TEST_PROBLEMS,
  type ChannelTest,
  type ChannelTestRequest,
  type TestedChannel,
} from '../../../domain/channelTests.ts';
import { writeAudit } from '../../audit.ts';
import type { Tx } from '../../db/client.ts';
import { applicationUsers, channelTests, persons, stationarySirens } from '../../db/schema/index.ts';
import type { Actor } from '../../fastify-types.ts';
import { ProblemError } from '../../http/problem.ts';
import { announceStart, createFor, type Operator } from '../alarming/operations.ts';
import { mailerOf } from '../reports/mailer.ts';
import { testMail } from './mailText.ts';
import { type ProbeResult, probeHttp, probeMail } from './probes.ts';
import { channelTestOf } from './queries.ts';

/** Stores one test and its audit row in the caller's transaction. */
async function recordTest(
  tx: Tx,
  operator: Operator,
  channel: TestedChannel,
  result: ProbeResult,
  alarmId: number | null = null,
): Promise<number> {
  const [row] = await tx
    .insert(channelTests)
    .values({
      channel,
      testedBy: operator.audit.userName,
      stateCode: operator.actor.stateCode,
      alarmId,
      ...result,
    })
    .returning();
  await writeAudit(tx, operator.audit, {
    action: 'tested',
    entity: 'channel_test',
    entityId: row!.id,
    after: row,
  });
  return row!.id;
}

async function ownAddress(app: FastifyInstance, actor: Actor): Promise<string> {
  const [row] = await app.database.db
    .select({ email: persons.email })
    .from(applicationUsers)
    .innerJoin(persons, eq(persons.id, applicationUsers.personId))
    .where(eq(applicationUsers.username, actor.claims.user_name));
  if (!row?.email) throw new ProblemError(422, CHANNEL_TEST_PROBLEMS.noEmail);
  return row.email;
}

/**
 * A silent siren test: an EXERCISE alarm task on the chosen sirens (their devices rehearse without
 * sounding), in the tester's territory; its outcome follows the sirens' answers.
 */
async function testSirens(app: FastifyInstance, operator: Operator, sirenIds: number[]): Promise<number> {
  const exercise: Operator = {
    actor: { ...operator.actor, claims: { ...operator.actor.claims, operation_mode: 'EXERCISE' } },
    audit: operator.audit,
  };
  const { testId, alarmId } = await app.database.db.transaction(async (tx) => {
    const alarm = await createFor(
      tx,
      exercise,
      { signal: 'GENERAL_ALARM', target: { kind: 'sirens', sirenIds } },
      null,
    );
    const named = await tx
      .select({ code: stationarySirens.code })
      .from(stationarySirens)
      .where(inArray(stationarySirens.id, sirenIds))
      .orderBy(stationarySirens.code);
    const detail = named.map((siren) => siren.code).join(', ');
    const id = await recordTest(
      tx,
      operator,
      'SIRENS',
      { outcome: 'PENDING', roundTripMs: null, detail },
      alarm.id,
    );
    return { testId: id, alarmId: alarm.id };
  });
  await announceStart(app, alarmId, exercise);
  return testId;
}

async function probeOf(app: FastifyInstance, operator: Operator, channel: 'ALERTSWISS' | 'ICARO' | 'EMAIL') {
  if (channel === 'ALERTSWISS') return probeHttp(app.config.ALERTSWISS_URL);
  if (channel === 'ICARO') return probeHttp(app.config.ICARO_URL);
  const { claims } = operator.actor;
  const mail = testMail(await ownAddress(app, operator.actor), claims.user_name, claims.lang);
  return probeMail(mailerOf(app.config), mail);
}

/** Sends a test through one channel (POST channeltests) and records its outcome and round trip. */
export async function runChannelTest(
  app: FastifyInstance,
  operator: Operator,
  request: ChannelTestRequest,
): Promise<ChannelTest> {
  const id =
    request.channel === 'SIRENS'
      ? await testSirens(app, operator, request.sirenIds)
      : await probeOf(app, operator, request.channel).then((result) =>
          app.database.db.transaction((tx) => recordTest(tx, operator, request.channel, result)),
        );
  // After commit: the protocol grids refetch (national viewers and the tester's canton).
  app.live.notifyResource(
    'channeltest',
    'SU_CHANNEL_TEST',
    { resource: 'channeltest', action: 'created', ids: [id] },
    { states: [operator.actor.stateCode] },
  );
  return channelTestOf(app.database.db, id);
}
