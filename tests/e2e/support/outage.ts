import { randomBytes } from 'node:crypto';
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
