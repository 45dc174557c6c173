import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { LIVE_PATH, type LiveMessage } from '../../../domain/live.ts';
import { loginAs } from '../../test-support/login.ts';

export interface LiveTestClient {
  socket: Socket;
  /** Every message received so far, in order. */
  received: LiveMessage[];
  /** The payloads received on one topic. */
  payloadsOf<T>(topic: LiveMessage['topic']): T[];
}

/** Tests only: a real socket.io client of `user` on a listening app (`address` from app.listen). */
export async function connectLive(
  app: FastifyInstance,
  address: string,
  user: string,
): Promise<LiveTestClient> {
  const { access_token } = await loginAs(app, user);
  const socket = io(address, { path: LIVE_PATH, auth: { token: access_token }, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  const received: LiveMessage[] = [];
  socket.on('message', (message: LiveMessage) => received.push(message));
  return {
    socket,
    received,
    payloadsOf: <T>(topic: LiveMessage['topic']) =>
      received.filter((m) => m.topic === topic).map((m) => m.payload as T),
  };
}
