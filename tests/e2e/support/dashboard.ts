import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { DEMO_EVENTS } from '../../../src/server/db/seed/events.ts';
import { test } from './test.ts';

/**
 * A console server of its own for the dashboard tests: the real app on the demo data plus the test-only
 * route that changes an event's state (src/server/test-support/event-control-server.ts). It can be
 * stopped and started again on the same database, as an outage would.
 */
export class ConsoleProcess {
  readonly port: number;
  readonly origin: string;
  private readonly settings: Record<string, string>;
  private process: ChildProcess | null = null;

  constructor(port: number, settings: Record<string, string>) {
    this.port = port;
    this.origin = `http://localhost:${port}`;
    this.settings = settings;
  }

  async start() {
    this.process = spawn(process.execPath, ['src/server/test-support/event-control-server.ts'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        PUBLIC_URL: this.origin,
        DEMO_DATA: '1',
        LOG_LEVEL: 'warn',
        ...this.settings,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect
      .poll(async () => (await fetch(`${this.origin}/health/ready`).catch(() => null))?.status, {
        timeout: 150_000,
      })
      .toBe(200);
  }

  /** Stops the console abruptly, as a crash or a lost machine would. */
  async stop() {
    const running = this.process;
    // A process killed by a signal has no exit code, only the signal.
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }
}

/** The id the seed gives a demo event (ids count from 1 in seeding order on a fresh database). */
export const demoEventId = (predicate: (event: (typeof DEMO_EVENTS)[number]) => boolean) =>
  DEMO_EVENTS.findIndex(predicate) + 1;

const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** The fill colour the map paints at the canton's keyboard target (a point inside the canton). */
export async function cantonColour(page: Page, cantonName: string): Promise<string> {
  const button = page.locator(`button[aria-label="${cantonName}"]`);
  await expect(button).toBeAttached();
  // The canton drawn under its focus point (the targets let the pointer through to the map).
  const rgb = await button.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const at = element.getBoundingClientRect();
    const shape = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2)!;
    return getComputedStyle(shape).fill.match(/\d+/g)!.slice(0, 3).map(Number);
  });
  return hex(rgb);
}

/** Waits until the counter named `label` shows `value` (its text is the label followed by the value). */
export function expectCount(page: Page, label: string, value: number, options?: { timeout: number }) {
  return expect(page.getByRole('group', { name: label })).toHaveText(`${label}${value}`, options);
}

/**
 * A console of its own for a test file, beside the one Playwright starts (so the file may stop it or give it
 * settings of its own): port E2E_PORT + `portOffset`, a fresh embedded database in `data/e2e-<name>-<port>`,
 * started before the file's tests and stopped (its data removed) after them; the file's pages go to it.
 */
export function ownConsole(name: string, portOffset: number, settings: Record<string, string> = {}) {
  const port = Number(process.env.E2E_PORT ?? 8199) + portOffset;
  const dataDir = `data/e2e-${name}-${port}`;
  const server = new ConsoleProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIST: process.env.WEB_DIST ?? 'dist/web',
    ...settings,
  });
  test.use({ baseURL: server.origin });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(dataDir, { recursive: true, force: true });
    await server.start();
  });
  test.afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return server;
}
