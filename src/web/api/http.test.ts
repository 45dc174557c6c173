import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './http.ts';
import { resetServerClock, serverNow } from './serverClock.ts';

interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

let server: Server;
let origin: string;
const seen: Seen[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });
}

// A small stand-in for the console server's answers: JSON, empty, problem+json, plain errors.
beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    seen.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body,
    });
    if (request.url === '/ok')
      return response.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
    if (request.url === '/empty') return response.writeHead(204).end();
    // A server whose clock is ten minutes ahead of this machine's.
    if (request.url === '/ahead')
      return response.writeHead(204, { date: new Date(Date.now() + 10 * 60_000).toUTCString() }).end();
    if (request.url === '/problem') {
      const problem = {
        type: 'about:blank',
        title: 'Forbidden',
        status: 403,
        messageKey: 'errors.forbidden',
      };
      return response
        .writeHead(403, { 'content-type': 'application/problem+json', 'x-request-id': 'req-403' })
        .end(JSON.stringify(problem));
    }
    response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('API client', () => {
  it("follows the server's clock from its answers, and trusts this machine's when they agree", async () => {
    resetServerClock();
    const api = createApiClient(async () => null, { origin });
    await api.get('/ok');
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
    // One answer from a clock ten minutes ahead moves nothing yet (the median of the last answers counts) …
    await api.del('/ahead');
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
    // … the server's answers from then on do.
    await api.del('/ahead');
    await api.del('/ahead');
    expect(Math.abs(serverNow() - Date.now() - 10 * 60_000)).toBeLessThan(1_500);
    resetServerClock();
  });

  it('sends the bearer token and answers the JSON body', async () => {
    const api = createApiClient(async () => 'token-1', { origin });
    expect(await api.get('/ok')).toEqual({ a: 1 });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/ok', authorization: 'Bearer token-1' });
  });

  it('asks for a token before every request, so a renewed one is used', async () => {
    let n = 0;
    const api = createApiClient(async () => `token-${++n}`, { origin });
    await api.get('/ok');
    await api.del('/empty');
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', authorization: 'Bearer token-2' });
  });

  it('sends bodies as JSON and accepts an empty answer', async () => {
    const api = createApiClient(async () => null, { origin });
    expect(await api.post('/empty', { title: 'Hochwasser' })).toBeUndefined();
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: '{"title":"Hochwasser"}',
      authorization: undefined,
    });
    await api.put('/ok', { a: 2 });
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', body: '{"a":2}' });
  });

  it('throws the problem of a failed call', async () => {
    const api = createApiClient(async () => 'token', { origin });
    const error = await api.get('/problem').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, problem: { messageKey: 'errors.forbidden' } });
  });

  it('throws without a problem when the answer is not problem+json', async () => {
    const api = createApiClient(async () => 'token', { origin });
    await expect(api.get('/gateway')).rejects.toMatchObject({ status: 502, problem: null });
  });

  it('keeps the request id the server logged the failure under, when it names one', async () => {
    const api = createApiClient(async () => 'token', { origin });
    await expect(api.get('/problem')).rejects.toMatchObject({ requestId: 'req-403' });
    await expect(api.get('/gateway')).rejects.toMatchObject({ requestId: null });
  });

  it('throws status 0 when the server cannot be reached', async () => {
    const api = createApiClient(async () => 'token', { origin: 'http://127.0.0.1:9' });
    await expect(api.get('/ok')).rejects.toMatchObject({ status: 0, problem: null });
  });
});
