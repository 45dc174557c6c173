import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wakeupAddressees, wakeupHistory, wakeups } from '../../db/schema/index.ts';
import { insertDemoSubscriptions } from '../../db/seed/subscriptions.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { ackLinkIn } from '../../test-support/mailText.ts';
import { callerOf, deliverAll, filesIn, wakeupTo } from '../../test-support/wakeups.ts';
import { signAckToken } from './ackLink.ts';

describe.each(testBackends())('the acknowledgement link of a wake-up on %s', (backend) => {
  let t: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'wakeup-link-'));

  beforeAll(async () => {
    t = await openTestApp(backend, { DATA_DIR: dataDir });
    await t.database.db.transaction((tx) => insertDemoSubscriptions({ tx }));
  });
  afterAll(() => t.close());

  const open = (method: 'GET' | 'POST', link: string, lang = 'fr') =>
    t.app.inject({
      method,
      url: link.replace('http://localhost:8080', ''),
      headers: { 'accept-language': lang },
    });
  const historyOf = async (id: number) =>
    (await t.database.db.select({ n: count() }).from(wakeupHistory).where(eq(wakeupHistory.wakeupId, id)))[0]
      ?.n;

  async function mailedLink(subject: string) {
    const sent = await callerOf(t.app)(
      'nat.operator',
      'POST',
      '/api/ecc/wakeups',
      await wakeupTo(t.app, ['ZH-KAPO'], subject),
    );
    const id = sent.body.wakeupIds[0] as number;
    await deliverAll(t.app, id);
    const mail = (await filesIn(dataDir, 'outbox')).find((m) => m.includes(subject));
    const link = ackLinkIn(mail ?? '');
    if (!link) throw new Error('no link in the mail');
    return { id, link };
  }

  it('shows the subject, acknowledges on the button once, and refuses a second use', async () => {
    const { id, link } = await mailedLink('Lien unique');
    const page = await open('GET', link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Lien unique (fr)');
    expect(page.body).toContain('Confirmer la réception');
    // Opening the link (a mail scanner does) changes nothing.
    expect((await t.database.db.select().from(wakeups).where(eq(wakeups.id, id)))[0]?.state).toBe(
      'ACKNOWLEDGE_PENDING',
    );

    const done = await open('POST', link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Votre réception est confirmée');
    const [row] = await t.database.db.select().from(wakeups).where(eq(wakeups.id, id));
    expect(row).toMatchObject({ state: 'ACKNOWLEDGED' });
    const acknowledged = await t.database.db
      .select()
      .from(wakeupAddressees)
      .where(and(eq(wakeupAddressees.wakeupId, id), eq(wakeupAddressees.channel, 'EMAIL')));
    expect(acknowledged.filter((a) => a.acknowledgedAt !== null)).toHaveLength(1);

    const history = await historyOf(id);
    const again = await open('POST', link, 'de');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Dieser Link wurde bereits verwendet');
    expect((await open('GET', link)).statusCode).toBe(409);
    expect(await historyOf(id)).toBe(history);
  });

  it('refuses a forged or expired link and changes nothing', async () => {
    const { id, link } = await mailedLink('Lien refuse');
    const forged = `${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const refused = await open('POST', forged, 'it');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Questo link non è valido');
    expect((await open('POST', link.replace(/token=\d+/, 'token=1'))).statusCode).toBe(400);

    const [addressee] = await t.database.db
      .select()
      .from(wakeupAddressees)
      .where(and(eq(wakeupAddressees.wakeupId, id), eq(wakeupAddressees.channel, 'EMAIL')));
    const expired = await signAckToken(t.database.db, addressee!.id, new Date(Date.now() - 1000));
    const late = await open('POST', `/api/public/wakeups/acknowledge?token=${expired}`, 'en');
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('This link has expired');
    expect((await t.database.db.select().from(wakeups).where(eq(wakeups.id, id)))[0]?.state).toBe(
      'ACKNOWLEDGE_PENDING',
    );
    expect(await historyOf(id)).toBe(1);
  });
});
