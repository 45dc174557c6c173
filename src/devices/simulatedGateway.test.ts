import { afterEach, describe, expect, it } from 'vitest';
import { commandsTo, faultless, faultyTestFleet, reportCollector, testDeviceIds } from './fleet/testing.ts';
import { type FleetKnobs, fleetTraitsOf } from './fleet/traits.ts';
import type { DeviceReport } from './protocol.ts';
import { SimulatedGateway } from './simulatedGateway.ts';

const knobs = faultyTestFleet(3, 40);
const quiet = faultless(knobs);
const trigger = { type: 'trigger', signal: 'GENERAL_ALARM' } as const;
const gateways: SimulatedGateway[] = [];

async function started(fleet: FleetKnobs) {
  const gateway = new SimulatedGateway({ fleet });
  gateways.push(gateway);
  const collected = reportCollector();
  gateway.onReport(collected.handler);
  await gateway.start();
  return { gateway, ...collected };
}

const types = (reports: DeviceReport[], deviceId: string) =>
  reports.filter((r) => r.deviceId === deviceId).map((r) => r.body.type);

afterEach(async () => {
  await Promise.all(gateways.splice(0).map((g) => g.close()));
});

describe('simulated gateway', () => {
  it('a LIVE trigger to 450 sirens: faulty ones fail, unpowered stay silent, the others sound once', async () => {
    const { gateway, reports, of, devicesWith } = await started(knobs);
    const ids = testDeviceIds(450, 'ZH');
    const traits = new Map(ids.map((id) => [id, fleetTraitsOf(knobs.seed, id, knobs)]));
    const faulty = ids.filter((id) => traits.get(id)!.faultCode);
    const unpowered = ids.filter((id) => traits.get(id)!.unpowered);
    const sound = ids.filter((id) => !traits.get(id)!.faultCode && !traits.get(id)!.unpowered);
    expect(faulty.length).toBeGreaterThan(3);
    const commands = commandsTo(ids, trigger);
    gateway.send(commands);

    await expect.poll(() => of('finished').length).toBe(sound.length);
    expect([...devicesWith('fault')].sort()).toEqual(faulty.sort());
    for (const id of faulty) expect(types(reports, id)).toEqual(['ack', 'fault']);
    // Starting at once, a device acknowledges by its `sounding`.
    for (const id of sound) expect(types(reports, id)).toEqual(['sounding', 'finished']);
    for (const id of unpowered) expect(types(reports, id)).toEqual([]);
    const idOf = new Map(commands.map((c) => [c.deviceId, c.id]));
    expect(reports.every((r) => r.commandId === idOf.get(r.deviceId) && r.mode === 'LIVE')).toBe(true);
    expect(of('sounding').every((r) => r.body.type === 'sounding' && r.body.horn)).toBe(true);
    expect(of('fault').map((r) => r.body)).toContainEqual({
      type: 'fault',
      state: 'raised',
      code: expect.any(String),
    });
    expect(gateway.fleet.liveHornSoundings()).toBe(sound.length);
    const failover = reports.filter((r) => traits.get(r.deviceId)!.bearer !== 'POLYCOM');
    expect(failover.length).toBeGreaterThan(0);
    expect(failover.every((r) => r.bearer === 'RDS' || r.bearer === 'MOBILE')).toBe(true);
    expect(gateway.status()).toMatchObject({ transport: 'simulated', connected: true });
  });

  it('an EXERCISE runs the whole sequence without ever sounding a horn', async () => {
    const { gateway, of } = await started(quiet);
    gateway.send(commandsTo(testDeviceIds(50), trigger, 'EXERCISE'));
    await expect.poll(() => of('finished').length).toBe(50);
    expect(of('sounding').map((r) => [r.mode, r.body])).toEqual(
      Array(50).fill(['EXERCISE', { type: 'sounding', signal: 'GENERAL_ALARM', horn: false }]),
    );
    expect(gateway.fleet.liveHornSoundings()).toBe(0);
  });

  it('a repeated trigger is re-reported, never sounded twice', async () => {
    const { gateway, of } = await started(quiet);
    const [command] = commandsTo(testDeviceIds(1), trigger);
    gateway.send([command!]);
    await expect.poll(() => of('finished').length).toBe(1);
    gateway.send([command!]);
    await expect.poll(() => of('finished').length).toBe(2);
    // The repeated send is acknowledged, then answered by the trigger's state: sounded once only.
    expect(of('ack', command!.id)).toHaveLength(1);
    expect(of('sounding')).toHaveLength(1);
    expect(gateway.fleet.liveHornSoundings()).toBe(1);
    const seqs = of('finished').map((r) => r.seq);
    expect(seqs[1]).toBeGreaterThan(seqs[0]!);
  });

  it('stop ends a sounding signal early and says so under the trigger id', async () => {
    const { gateway, of } = await started({ ...quiet, soundingMs: 60_000 });
    const ids = testDeviceIds(3);
    const triggers = commandsTo(ids, trigger);
    gateway.send(triggers);
    await expect.poll(() => of('sounding').length).toBe(3);
    const stops = commandsTo(ids, { type: 'stop' });
    gateway.send(stops);
    await expect.poll(() => of('finished').length).toBe(3);
    for (const [i, stop] of stops.entries()) {
      expect(of('ack', stop.id)).toHaveLength(1);
      expect(of('finished', triggers[i]!.id).map((r) => r.body)).toEqual([
        { type: 'finished', signal: 'GENERAL_ALARM', stopped: true },
      ]);
    }
  });

  it('a poll answers the status and the state of the trigger under way', async () => {
    const { gateway, of } = await started({ ...quiet, soundingMs: 60_000 });
    const ids = testDeviceIds(1);
    const [triggerCommand] = commandsTo(ids, trigger);
    const [poll] = commandsTo(ids, { type: 'poll' });
    gateway.send([poll!]);
    await expect.poll(() => of('status', poll!.id)).toHaveLength(1);
    gateway.send([triggerCommand!]);
    await expect.poll(() => of('sounding').length).toBe(1);
    gateway.send([poll!]);
    await expect.poll(() => of('sounding').length).toBe(2);
    expect(of('sounding').every((r) => r.commandId === triggerCommand!.id)).toBe(true);
    expect(of('status', poll!.id).map((r) => r.body)).toContainEqual({
      type: 'status',
      version: '4.12.3',
      mains: true,
      batteryPercent: expect.any(Number),
    });
    expect(gateway.fleet.liveHornSoundings()).toBe(1);
  });

  it('answers raw commands and runs a firmware update', async () => {
    const { gateway, of } = await started(quiet);
    const ids = testDeviceIds(1);
    const raw = (text: string) => commandsTo(ids, { type: 'raw', text })[0]!;
    const answer = (id: string) => of('rawAnswer', id).map((r) => r.body.type === 'rawAnswer' && r.body.text);
    const version = raw('VERSION?');
    const nonsense = raw('FROBNICATE 3');
    gateway.send([version, nonsense]);
    await expect.poll(() => answer(version.id)).toEqual(['VERSION 4.12.3']);
    await expect.poll(() => answer(nonsense.id)).toEqual(['ERR UNKNOWN COMMAND FROBNICATE']);

    gateway.send(commandsTo(ids, { type: 'transfer', release: '5.0.1', sizeBytes: 1_000_000 }));
    await expect
      .poll(() => of('firmware').map((r) => r.body))
      .toContainEqual({
        type: 'firmware',
        phase: 'transferred',
        version: '5.0.1',
      });
    gateway.send(commandsTo(ids, { type: 'activate', version: '5.0.1' }));
    await expect.poll(() => of('firmware').length).toBe(2);
    const again = raw('VERSION?');
    gateway.send([again]);
    await expect.poll(() => answer(again.id)).toEqual(['VERSION 5.0.1']);
    expect(of('status').map((r) => r.body)).toContainEqual(expect.objectContaining({ version: '5.0.1' }));
  });

  it('offers a rejected batch again until it is stored, losing nothing', async () => {
    const gateway = new SimulatedGateway({ fleet: quiet });
    gateways.push(gateway);
    const stored: DeviceReport[] = [];
    let refusals = 2;
    gateway.onReport(async (batch) => {
      if (refusals-- > 0) throw new Error('database down');
      stored.push(...batch);
    });
    gateway.send(commandsTo(testDeviceIds(20), trigger));
    await expect.poll(() => stored.filter((r) => r.body.type === 'finished').length).toBe(20);
    expect(stored).toHaveLength(40);
    expect(new Set(stored.map((r) => `${r.deviceId}:${r.seq}`)).size).toBe(40);
  });
});
