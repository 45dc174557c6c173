import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { expect } from '@playwright/test';
import pg from 'pg';

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh PostgreSQL database of its own on the test server, dropped again at the end. */
export class FreshDatabase {
  readonly name = `oc_e2e_outage_${randomBytes(5).toString('hex')}`;
  readonly host = new URL(SERVER_URL).hostname;
  readonly port = Number(new URL(SERVER_URL).port || 5432);

  async create() {
    await this.query(SERVER_URL, `CREATE DATABASE ${this.name}`);
  }

  /** The database's address through another port (a proxy in front of the server). */
  urlVia(port: number): string {
    const url = new URL(SERVER_URL);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    url.pathname = `/${this.name}`;
    return url.toString();
  }

  /** A statement run on the database directly, past the proxy, as another console server would. */
  async run(statement: string, values: unknown[] = []) {
    const url = new URL(SERVER_URL);
    url.pathname = `/${this.name}`;
    await this.query(url.toString(), statement, values);
  }

  async drop() {
    await this.query(SERVER_URL, `DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`);
  }

  private async query(url: string, statement: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement, values);
    } finally {
      await client.end();
    }
  }
}

// A port no other test run holds: several runs share this machine, each with its own E2E_PORT.
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

/** The real console server (src/server/main.ts) on the demo data, in a process of its own. */
export class ConsoleServer {
  origin = '';
  private process: ChildProcess | null = null;

  async start(databaseUrl: string) {
    const port = await freePort();
    this.origin = `http://localhost:${port}`;
    this.process = spawn(process.execPath, ['src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: this.origin,
        DATABASE_URL: databaseUrl,
        DEMO_DATA: '1',
        LOG_LEVEL: 'warn',
        WEB_DIST: process.env.WEB_DIST ?? 'dist/web',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await expect
      .poll(async () => (await fetch(`${this.origin}/health/ready`).catch(() => null))?.status, {
        timeout: 150_000,
      })
      .toBe(200);
  }

  /** Stops the server as an operating system would (SIGTERM), so it closes its database connections. */
  async stop() {
    const running = this.process;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }
}
