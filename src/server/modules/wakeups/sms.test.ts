import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { smsGatewayOf } from './sms.ts';

/** A loopback SMS gateway that keeps what it was sent and answers `status`. */
async function gateway(status: number) {
  const received: unknown[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the HTTP SMS gateway', () => {
  it('posts the number and text, and fails when the gateway refuses', async () => {
    const ok = await gateway(202);
    const refusing = await gateway(503);
    try {
      await smsGatewayOf(loadConfig({ SMS_GATEWAY_URL: ok.url })).send('+41 44 000 00 01', 'Aufgebot');
      expect(ok.received).toEqual([{ to: '+41 44 000 00 01', text: 'Aufgebot' }]);
      await expect(
        smsGatewayOf(loadConfig({ SMS_GATEWAY_URL: refusing.url })).send('+41 44 000 00 01', 'Aufgebot'),
      ).rejects.toThrow('503');
    } finally {
      await ok.close();
      await refusing.close();
    }
  });
});
