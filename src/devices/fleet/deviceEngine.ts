import { type DeviceSignal, SIGNAL_SECONDS } from '../../domain/alarming.ts';
import type { OperationMode } from '../../domain/session.ts';
import type { CommandEnvelope, DeviceKind, DeviceReport, DeviceReportBody } from '../protocol.ts';
import { rawAnswerOf, rawFaultOf } from './rawAnswer.ts';
import {
  type FleetKnobs,
  type FleetTraits,
  fleetTraitsOf,
  INITIAL_FIRMWARE,
  TRANSFER_FAULT,
} from './traits.ts';

/** Where a device's report goes (the simulated gateway's buffer, or the broker). */
export type EmitReport = (report: DeviceReport) => void;

type Address = Pick<CommandEnvelope, 'deviceId' | 'kind' | 'mode'>;

interface TriggerRun extends Address {
  id: string;
  signal: DeviceSignal;
  phase: 'sounding' | 'finished' | 'failed';
  stopped: boolean;
  finish?: NodeJS.Timeout;
}

interface DeviceState {
  traits: FleetTraits;
  version: string;
  lastSeq: number;
  runs: Map<string, TriggerRun>;
  latest: Partial<Record<OperationMode, TriggerRun>>;
}

// A device remembers its last few triggers, enough to answer a repeated send or a poll.
const REMEMBERED_TRIGGERS = 16;

/**
 * How simulated field devices behave, the same in process and on a broker: each command is answered after
 * the device's latency with the reports DESIGN.md §4a and the brief describe. An EXERCISE never sounds a
 * horn; a repeated trigger is re-reported, never sounded twice. Timers are unref'd; `close` cancels them.
 */
export class DeviceEngine {
  readonly #knobs: FleetKnobs;
  readonly #emit: EmitReport;
  readonly #devices = new Map<string, DeviceState>();
  readonly #timers = new Set<NodeJS.Timeout>();
  #hornSoundings = 0;
  #closed = false;

  readonly #firmware: ReadonlyMap<string, string>;

  /** `firmware` names the version a device runs at start when it is not the fleet's usual one. */
  constructor(knobs: FleetKnobs, emit: EmitReport, firmware: ReadonlyMap<string, string> = new Map()) {
    this.#knobs = knobs;
    this.#emit = emit;
    this.#firmware = firmware;
  }

  /** Takes one command; the device answers later (an unpowered one never). */
  handle(envelope: CommandEnvelope): void {
    if (this.#closed) return;
    const device = this.#device(envelope.deviceId);
    if (device.traits.unpowered) return;
    this.#later(device.traits.answerDelayMs, () => this.#answer(envelope, device));
  }

  /** The traits of a device under this fleet's knobs. */
  traitsOf(deviceId: string): FleetTraits {
    return this.#device(deviceId).traits;
  }

  /** The firmware version a device runs now. */
  versionOf(deviceId: string): string {
    return this.#device(deviceId).version;
  }

  /** A status report the device sends by itself (start-up, after activation); null if it is unpowered. */
  statusReport(address: Address): DeviceReport | null {
    const device = this.#device(address.deviceId);
    if (device.traits.unpowered) return null;
    return this.#report(device, address, null, this.#statusBody(device));
  }

  /** How many times a horn really sounded (LIVE triggers only; repeats and EXERCISE never count). */
  liveHornSoundings(): number {
    return this.#hornSoundings;
  }

  /** Cancels every pending answer; later commands are ignored. */
  close(): void {
    this.#closed = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  #answer(envelope: CommandEnvelope, device: DeviceState): void {
    const { command } = envelope;
    const reply = (body: DeviceReportBody) => this.#send(device, envelope, envelope.id, body);
    if (command.type === 'trigger') this.#trigger(envelope, command.signal, device);
    else if (command.type === 'poll') this.#poll(envelope, device);
    else if (command.type === 'raw') {
      reply({ type: 'rawAnswer', text: rawAnswerOf(command.text, this.#rawContext(envelope, device)) });
      const fault = rawFaultOf(command.text);
      if (fault) this.#send(device, envelope, null, { type: 'fault', ...fault });
    } else {
      reply({ type: 'ack' });
      if (command.type === 'stop') this.#stop(envelope.mode, device);
      if (command.type === 'selfTest') {
        reply({ type: 'selfTest', ok: !device.traits.faultCode, code: device.traits.faultCode });
      }
      // Moving an image over the radio takes a while; its size does not matter to the simulation.
      if (command.type === 'transfer') {
        const fails = this.#knobs.transferFailing?.includes(envelope.deviceId);
        const outcome: DeviceReportBody = fails
          ? { type: 'fault', state: 'raised', code: TRANSFER_FAULT }
          : { type: 'firmware', phase: 'transferred', version: command.release };
        this.#later(this.#knobs.latencyMs * 4, () => reply(outcome));
      }
      if (command.type === 'activate') {
        this.#later(this.#knobs.latencyMs * 2, () => this.#activate(envelope, command.version, device));
      }
    }
  }

  /**
   * A trigger the device starts at once is acknowledged by its `sounding` report: one message on the radio
   * instead of two. One it cannot carry out (a fault) or has carried out already (a repeated send) is
   * acknowledged first, then answered by the fault or by its state.
   */
  #trigger(envelope: CommandEnvelope, signal: DeviceSignal, device: DeviceState): void {
    const known = device.runs.get(envelope.id);
    const { faultCode } = device.traits;
    if (known || faultCode) this.#send(device, envelope, envelope.id, { type: 'ack' });
    if (known) {
      this.#reReport(known, device);
      return;
    }
    const run: TriggerRun = {
      ...pickAddress(envelope),
      id: envelope.id,
      signal,
      phase: 'sounding',
      stopped: false,
    };
    this.#remember(device, run);
    if (faultCode) {
      run.phase = 'failed';
      this.#send(device, run, run.id, { type: 'fault', state: 'raised', code: faultCode });
      return;
    }
    if (run.mode === 'LIVE') this.#hornSoundings += 1;
    this.#send(device, run, run.id, { type: 'sounding', signal, horn: run.mode === 'LIVE' });
    const soundingMs = this.#knobs.soundingMs ?? SIGNAL_SECONDS[signal] * 1000;
    run.finish = this.#later(soundingMs, () => this.#finish(run, device, false));
  }

  // A poll is answered by the device's status and, if a trigger of the mode is known, its state again.
  #poll(envelope: CommandEnvelope, device: DeviceState): void {
    this.#send(device, envelope, envelope.id, this.#statusBody(device));
    const latest = device.latest[envelope.mode];
    if (latest) this.#reReport(latest, device);
  }

  #activate(envelope: CommandEnvelope, version: string, device: DeviceState): void {
    device.version = version;
    this.#send(device, envelope, envelope.id, { type: 'firmware', phase: 'activated', version });
    this.#send(device, envelope, null, this.#statusBody(device));
  }

  #stop(mode: OperationMode, device: DeviceState): void {
    for (const run of device.runs.values()) {
      if (run.mode === mode && run.phase === 'sounding') this.#finish(run, device, true);
    }
  }

  #finish(run: TriggerRun, device: DeviceState, stopped: boolean): void {
    if (run.finish) {
      clearTimeout(run.finish);
      this.#timers.delete(run.finish);
    }
    run.phase = 'finished';
    run.stopped = stopped;
    this.#send(device, run, run.id, { type: 'finished', signal: run.signal, stopped });
  }

  // Tells the trigger's current state again, under the trigger's id; never sounds again.
  #reReport(run: TriggerRun, device: DeviceState): void {
    const body: DeviceReportBody =
      run.phase === 'sounding'
        ? { type: 'sounding', signal: run.signal, horn: run.mode === 'LIVE' }
        : run.phase === 'finished'
          ? { type: 'finished', signal: run.signal, stopped: run.stopped }
          : { type: 'fault', state: 'raised', code: device.traits.faultCode ?? 'CONTROLLER' };
    this.#send(device, run, run.id, body);
  }

  #remember(device: DeviceState, run: TriggerRun): void {
    device.runs.set(run.id, run);
    device.latest[run.mode] = run;
    if (device.runs.size <= REMEMBERED_TRIGGERS) return;
    const oldest = device.runs.keys().next().value;
    if (oldest !== undefined) device.runs.delete(oldest);
  }

  #send(device: DeviceState, address: Address, commandId: string | null, body: DeviceReportBody): void {
    if (!this.#closed) this.#emit(this.#report(device, address, commandId, body));
  }

  #report(
    device: DeviceState,
    address: Address,
    commandId: string | null,
    body: DeviceReportBody,
  ): DeviceReport {
    // Rising across restarts of the fleet: the clock in microseconds, or one more than the last.
    device.lastSeq = Math.max(device.lastSeq + 1, Date.now() * 1000);
    return {
      ...pickAddress(address),
      commandId,
      seq: device.lastSeq,
      at: new Date().toISOString(),
      bearer: device.traits.bearer,
      body,
    };
  }

  #statusBody(device: DeviceState): DeviceReportBody {
    return {
      type: 'status',
      version: device.version,
      mains: true,
      batteryPercent: device.traits.batteryPercent,
    };
  }

  #rawContext(envelope: CommandEnvelope, device: DeviceState) {
    const { faultCode, batteryPercent } = device.traits;
    return { deviceId: envelope.deviceId, version: device.version, batteryPercent, faultCode };
  }

  #device(deviceId: string): DeviceState {
    let device = this.#devices.get(deviceId);
    if (!device) {
      const traits = fleetTraitsOf(this.#knobs.seed, deviceId, this.#knobs);
      const version = this.#firmware.get(deviceId) ?? INITIAL_FIRMWARE;
      device = { traits, version, lastSeq: 0, runs: new Map(), latest: {} };
      this.#devices.set(deviceId, device);
    }
    return device;
  }

  #later(ms: number, work: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    this.#timers.add(timer);
    return timer;
  }
}

function pickAddress(address: Address): Address & { kind: DeviceKind } {
  return { deviceId: address.deviceId, kind: address.kind, mode: address.mode };
}
