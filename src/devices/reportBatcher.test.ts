import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceReport } from './protocol.ts';
import { ReportBatcher } from './reportBatcher.ts';

const reportsOf = (count: number): DeviceReport[] =>
  Array.from({ length: count }, (_, i) => ({
    deviceId: `FGP-ZH-${String(i).padStart(4, '0')}`,
    kind: 'fgp',
    mode: 'LIVE',
    commandId: null,
    seq: i,
    at: new Date().toISOString(),
    bearer: 'POLYCOM',
    body: { type: 'ack' },
  }));

// Each device reports twice (an acknowledgement, then `sounding`), as in an alarm.
const twoPerDevice = (devices: number): DeviceReport[] =>
  reportsOf(devices).flatMap((report) => [
    report,
    { ...report, seq: report.seq + devices, body: { type: 'sounding', signal: 'GENERAL_ALARM', horn: true } },
  ]);

const keysOf = (reports: readonly DeviceReport[]) => reports.map((r) => `${r.deviceId}#${r.seq}`).sort();

describe('ReportBatcher with two lanes', () => {
  const batchers: ReportBatcher[] = [];
  const batcherOf = () => {
    const batcher = new ReportBatcher({
      maxDelayMs: 5,
      maxBatch: 99,
      lanes: 2,
      retryMinMs: 5,
      retryMaxMs: 20,
    });
    batchers.push(batcher);
    return batcher;
  };
  afterEach(() => {
    for (const batcher of batchers.splice(0)) batcher.stop();
  });

  it('stores two batches side by side, never two holding the same device, each device in order', async () => {
    const batcher = batcherOf();
    const waiting: { batch: readonly DeviceReport[]; store: () => void }[] = [];
    const stored: DeviceReport[] = [];
    batcher.setHandler(
      (batch) =>
        new Promise<void>((resolve) => {
          waiting.push({ batch, store: resolve });
        }),
    );
    const reports = twoPerDevice(300);
    for (const report of reports) batcher.add(report);
    while (stored.length < reports.length) {
      await expect.poll(() => waiting.length).toBeGreaterThan(0);
      if (stored.length === 0) await expect.poll(() => waiting.length).toBe(2);
      const devicesInFlight = waiting.map(({ batch }) => new Set(batch.map((r) => r.deviceId)));
      const [first, second] = devicesInFlight;
      if (first && second) expect([...first].filter((id) => second.has(id))).toEqual([]);
      const next = waiting.shift()!;
      stored.push(...next.batch);
      next.store();
    }
    expect(keysOf(stored)).toEqual(keysOf(reports));
    for (const reportsOfDevice of Map.groupBy(stored, (r) => r.deviceId).values())
      expect(reportsOfDevice.map((r) => r.body.type)).toEqual(['ack', 'sounding']);
  });

  it('offers a batch refused beside a stored one again: every report stored once', async () => {
    const batcher = batcherOf();
    const stored: DeviceReport[] = [];
    let refusals = 1;
    batcher.setHandler(async (batch) => {
      await Promise.resolve();
      if (refusals-- > 0) throw new Error('deadlock detected');
      stored.push(...batch);
    });
    const reports = reportsOf(450);
    for (const report of reports) batcher.add(report);
    await expect.poll(() => stored.length).toBe(reports.length);
    expect(keysOf(stored)).toEqual(keysOf(reports));
  });

  it('flush waits for the batches in flight, then hands over the rest', async () => {
    const batcher = batcherOf();
    const stored: DeviceReport[] = [];
    batcher.setHandler(async (batch) => {
      await Promise.resolve();
      stored.push(...batch);
    });
    const reports = reportsOf(250);
    for (const report of reports) batcher.add(report);
    await batcher.flush();
    expect(batcher.pending).toBe(0);
    expect(keysOf(stored)).toEqual(keysOf(reports));
  });
});
