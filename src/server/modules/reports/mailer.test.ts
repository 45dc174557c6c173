import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { mailerOf } from './mailer.ts';

const mail = { to: ['lage@zh.example.ch'], cc: [], subject: 'Liste', text: 'Guten Tag', attachments: [] };

// A mail server that accepts the connection and then never says a word.
describe('a mail server that never answers', () => {
  const sockets: Socket[] = [];
  const silent = createServer((socket) => sockets.push(socket));
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('makes the sending fail after the greeting timeout instead of hanging', async () => {
    const config = loadConfig({ PUBLIC_URL: 'http://localhost:8080', SMTP_URL: `smtp://127.0.0.1:${port}` });
    const send = mailerOf(config, {
      connectionTimeout: 300,
      greetingTimeout: 300,
      socketTimeout: 300,
      dnsTimeout: 300,
    });
    const started = Date.now();
    await expect(send(mail)).rejects.toThrow(/greeting|timeout/i);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(sockets.length).toBeGreaterThan(0);
  });
});

describe('the sender of a mail', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mailer-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function fromOf(settings: Record<string, string>): Promise<string> {
    const outbox = join(dataDir, 'outbox');
    rmSync(outbox, { recursive: true, force: true });
    await mailerOf(loadConfig({ PUBLIC_URL: 'https://alarm.example.ch', DATA_DIR: dataDir, ...settings }))(
      mail,
    );
    const [file] = readdirSync(outbox);
    // A long header goes on in indented lines.
    const header = /^From: (.*(?:\r?\n[ \t].*)*)/m.exec(readFileSync(join(outbox, file!), 'utf8'))?.[1] ?? '';
    return header.replace(/\r?\n[ \t]+/g, ' ').trim();
  }

  it('is the console in the national languages at the public host, unless MAIL_FROM names another', async () => {
    const console = await fromOf({});
    expect(console).toMatch(/<noreply@alarm\.example\.ch>$/);
    expect(console).not.toContain('Operator Console');
    expect(await fromOf({ MAIL_FROM: 'Alarmierung Kanton Zuerich <alarm@zh.example.ch>' })).toBe(
      'Alarmierung Kanton Zuerich <alarm@zh.example.ch>',
    );
  });

  it('refuses a MAIL_FROM without an address', () => {
    expect(() => loadConfig({ MAIL_FROM: 'Alarmierung' })).toThrow(/MAIL_FROM/);
  });
});
