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

const keysOf = (reports: readonly DeviceReport[]) => reports.map((r) => `${r.deviceId}#${r.seq}`).sort();

describe('ReportBatcher with two batches in flight', () => {
  const batchers: ReportBatcher[] = [];
  const batcherOf = () => {
    const batcher = new ReportBatcher({
      maxDelayMs: 5,
      maxBatch: 100,
      inFlight: 2,
      retryMinMs: 5,
      retryMaxMs: 20,
    });
    batchers.push(batcher);
    return batcher;
  };
  afterEach(() => {
    for (const batcher of batchers.splice(0)) batcher.stop();
  });

  it('hands a second batch over while the first is still being stored, never a third', async () => {
    const batcher = batcherOf();
    const waiting: { batch: readonly DeviceReport[]; store: () => void }[] = [];
    const stored: DeviceReport[] = [];
    batcher.setHandler(
      (batch) =>
        new Promise<void>((resolve) => {
          waiting.push({ batch, store: resolve });
        }),
    );
    const reports = reportsOf(300);
    for (const report of reports) batcher.add(report);
    await expect.poll(() => waiting.length).toBe(2);
    expect(batcher.pending).toBe(100);
    while (stored.length < reports.length) {
      await expect.poll(() => waiting.length).toBeGreaterThan(0);
      const next = waiting.shift()!;
      stored.push(...next.batch);
      next.store();
    }
    expect(keysOf(stored)).toEqual(keysOf(reports));
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
