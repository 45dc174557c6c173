import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DeviceLog } from './log.ts';

/** The shared broker of the test machine. */
export const TEST_BROKER_URL = 'mqtt://127.0.0.1:1883';

/** A logger for tests that keeps what it was told. */
export function testLog() {
  const lines: { level: string; message: string }[] = [];
  const write = (level: string) => (_details: object, message: string) => lines.push({ level, message });
  const log: DeviceLog = { info: write('info'), warn: write('warn'), error: write('error') };
  return { log, lines };
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A private mosquitto on `port`, for tests that take the broker away; resolves once it listens. */
export async function startBroker(port: number): Promise<ChildProcess> {
  const broker = spawn('/usr/sbin/mosquitto', ['-p', String(port)], { stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries += 1) {
    if (await accepts(port)) return broker;
    await sleep(50);
  }
  broker.kill('SIGKILL');
  throw new Error(`mosquitto did not listen on ${port}`);
}

/** Kills a private broker and waits until it is gone. */
export async function stopBroker(broker: ChildProcess): Promise<void> {
  if (broker.exitCode !== null || broker.signalCode !== null) return;
  const exited = new Promise((resolve) => broker.once('exit', resolve));
  broker.kill('SIGKILL');
  await exited;
}
