import { sql } from 'drizzle-orm';
import type { ChannelTestOutcome, TestedChannel } from '../../../domain/channelTests.ts';
import type { Tx } from '../client.ts';
import { seededRandom } from './random.ts';

interface DemoChannelTest {
  tester: string;
  stateCode: string;
  daysAgo: number;
  channel: 'ALERTSWISS' | 'ICARO' | 'EMAIL';
  /** Set when the test failed: a mail test's detail names the reason, as the probe does; a gateway's only its address. */
  failure?: string;
}

// Where the demo's gateways would answer; the protocol shows a gateway's address as its detail.
const GATEWAY_URL = {
  ALERTSWISS: 'https://alertswiss-gateway.babs.intern/health',
  ICARO: 'https://icaro.naz.intern/health',
} as const;

/**
 * Eight weeks of routine (testing is the device operations' right, SU_CHANNEL_TEST): the device
 * administrator tests both gateways once a week and the mail every other week; the national
 * administrator tested the mail twice. One ICARO test and one mail failed, as happens.
 */
export const DEMO_CHANNEL_TESTS: readonly DemoChannelTest[] = Array.from({ length: 8 }, (_, week) => {
  const day = week * 7 + 3;
  const icaroDown = week === 3 ? { failure: 'no answer within 2 s' } : {};
  const tests: DemoChannelTest[] = [
    { tester: 'device.admin', stateCode: 'CH', daysAgo: day, channel: 'ALERTSWISS' },
    { tester: 'device.admin', stateCode: 'CH', daysAgo: day, channel: 'ICARO', ...icaroDown },
  ];
  if (week % 2 === 0) {
    const mailDown = week === 6 ? { failure: 'Connection timeout' } : {};
    tests.push({ tester: 'device.admin', stateCode: 'CH', daysAgo: day + 1, channel: 'EMAIL', ...mailDown });
  }
  if (week === 1 || week === 5)
    tests.push({ tester: 'admin', stateCode: 'CH', daysAgo: day + 2, channel: 'EMAIL' });
  return tests;
}).flat();

interface Row {
  channel: TestedChannel;
  daysAgo: number;
  minuteOfDay: number;
  tester: string;
  stateCode: string;
  outcome: ChannelTestOutcome;
  roundTripMs: number | null;
  /** A gateway's address; for mail, the failure's reason (the recipient is added from the tester). */
  detail: string | null;
}

function rowOf(random: () => number, { tester, stateCode, daysAgo, channel, failure }: DemoChannelTest): Row {
  const failed = failure !== undefined;
  const quick = channel === 'EMAIL' ? 180 + random() * 600 : 40 + random() * 160;
  return {
    channel,
    daysAgo,
    // Office hours, 08:00 to 11:00.
    minuteOfDay: 480 + Math.floor(random() * 180),
    tester,
    stateCode,
    outcome: failed ? 'FAILED' : 'OK',
    // A gateway that did not answer still took the probe's two seconds; a refused mail has none.
    roundTripMs: failed ? (channel === 'EMAIL' ? null : 2_000) : Math.round(quick),
    detail: channel === 'EMAIL' ? (failure ?? null) : GATEWAY_URL[channel],
  };
}

/** The demo's channel-test protocol, dated back from the seeding day; a mail test names its recipient. */
export async function insertDemoChannelTests({ tx }: { tx: Tx }): Promise<void> {
  const random = seededRandom(29);
  const rows = DEMO_CHANNEL_TESTS.map((test) => rowOf(random, test));
  await tx.execute(sql`
    insert into channel_test (channel, tested_at, tested_by, state_code, outcome, round_trip_ms, detail)
    select r->>'channel',
      ((now() at time zone 'Europe/Zurich')::date - (r->>'daysAgo')::int
        + make_interval(mins => (r->>'minuteOfDay')::int)) at time zone 'Europe/Zurich',
      r->>'tester', r->>'stateCode', r->>'outcome', (r->>'roundTripMs')::int,
      case when r->>'channel' = 'EMAIL' then concat_ws(': ', p.email, r->>'detail') else r->>'detail' end
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) r
    left join application_user u on u.username = r->>'tester'
    left join person p on p.id = u.person_id
    order by 2`);
}
