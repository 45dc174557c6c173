import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, type JWTPayload } from 'jose';
import { Server, type Socket } from 'socket.io';
import {
  LIVE_PATH,
  type LiveMessage,
  type LiveTopic,
  type ResourceNotice,
  TOPIC_PERMISSION,
} from '../../domain/live.ts';
import type { Permission } from '../../domain/permissions.ts';
import { type OperationMode, STATE_CH } from '../../domain/session.ts';
import { actorFromClaims, type TokenVerifier } from '../auth/guard.ts';
import { SessionUnverifiable } from '../auth/login/sessionCheck.ts';
import { sessionIdOf } from '../auth/login/verifier.ts';
import type { Actor } from '../fastify-types.ts';
import { PLATFORM_KEYS } from '../http/problem.ts';
import { oneListenerPool } from './listenerPool.ts';

export interface PublishOptions {
  /** Cantons concerned: only their users and national users receive it. Omitted: everyone with the topic. */
  states?: readonly string[];
  /** Only users working in this mode receive it: an EXERCISE event never reaches a LIVE console. */
  operationMode?: OperationMode;
}

/** The live channel as the rest of the server sees it: publish after commit, nothing else. */
export interface Live {
  publish(topic: LiveTopic, payload: unknown, options?: PublishOptions): void;
  /** Generic change notice `{resource, action, ids}` to clients holding the resource's view permission. */
  notifyResource(
    resource: string,
    viewPermission: Permission,
    notice: ResourceNotice,
    options?: PublishOptions,
  ): void;
  /** Number of sockets connected to this server. */
  connections(): number;
  /** Disconnects the sockets of a login session that has ended, on every console server. */
  endSession(sessionId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

/**
 * A live message relayed to the other console servers, which hand it to their own sockets; it also tells
 * them that their kept answers are outdated.
 */
const RELAYED = 'live-message';

const roomOf = (topic: string, state: string, mode?: OperationMode) =>
  mode ? `${topic}@${state}#${mode}` : `${topic}@${state}`;

/**
 * Socket.io on the console's own port. A socket authenticates with its access token and is put into
 * one room per topic it may read, scoped to its territory (national users: every canton). With
 * PostgreSQL the postgres adapter carries messages to the sockets of every other console server.
 */
export async function registerLive(app: FastifyInstance, verify: TokenVerifier): Promise<void> {
  const io = new Server(app.server, { path: LIVE_PATH, serveClient: false, cors: { origin: false } });
  const pool = app.database.pool;
  const listeners = pool && oneListenerPool(pool);
  if (listeners) {
    // The adapter's own table for payloads too large for NOTIFY; it is the adapter's, not our schema's.
    await listeners.pool.query(
      'CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)',
    );
    io.adapter(
      createAdapter(listeners.pool, { errorHandler: (err) => app.log.warn({ err }, 'live adapter error') }),
    );
    // Another server's change: its clients are about to ask again, answers kept here are outdated.
    io.on(RELAYED, (rooms: string[], message: LiveMessage) => {
      app.reads.stale();
      io.local.to(rooms).emit('message', message);
    });
  }

  io.use(async (socket, next) => {
    try {
      const token = typeof socket.handshake.auth.token === 'string' ? socket.handshake.auth.token : '';
      socket.data.actor = actorFromClaims(await verify(token));
      socket.data.token = decodeJwt(token);
      next();
    } catch (error) {
      const outage = error instanceof SessionUnverifiable;
      next(new Error(outage ? PLATFORM_KEYS.databaseUnavailable : PLATFORM_KEYS.unauthenticated));
    }
  });
  io.on('connection', (socket) => {
    joinRooms(socket, socket.data.actor as Actor);
    endWithToken(socket, socket.data.token as JWTPayload);
  });

  const emit = (topic: string, permission: Permission | null, payload: unknown, options: PublishOptions) => {
    const message: LiveMessage = { topic: topic as LiveMessage['topic'], payload };
    const base = permission ?? 'ANY';
    const rooms = options.states
      ? [STATE_CH, ...options.states].map((s) => roomOf(base, s, options.operationMode))
      : [roomOf(base, '*', options.operationMode)];
    // Before the message leaves: the clients that read again on it must get the new answer (ADR 0023).
    app.reads.stale();
    // This server's sockets at once, in the order of publication. Through the adapter they would get it
    // only once its NOTIFY has gone out, and two NOTIFYs on the pool's connections may finish in any order.
    io.local.to(rooms).emit('message', message);
    if (listeners) io.serverSideEmit(RELAYED, rooms, message);
  };

  app.decorate('live', {
    publish: (topic, payload, options = {}) => emit(topic, TOPIC_PERMISSION[topic], payload, options),
    notifyResource: (resource, viewPermission, notice, options = {}) =>
      emit(`resources/${resource}`, viewPermission, notice, options),
    connections: () => io.engine.clientsCount,
    endSession: (sessionId) => {
      io.in(sessionRoomOf(sessionId)).disconnectSockets(true);
    },
  } satisfies Live);
  // Before the HTTP server closes: it waits for every connection, and upgraded websockets end only here.
  app.addHook('preClose', async () => {
    await io.close();
    listeners?.close();
  });
}

// Timers cannot wait longer than about 24.8 days; a token outliving that is checked again then.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A socket lives as long as its access token: it joins its login session's room (logout ends it on
 * every server) and is disconnected when the token expires; the web reconnects with the renewed one.
 */
function endWithToken(socket: Socket, token: JWTPayload) {
  const sessionId = sessionIdOf(token);
  if (sessionId) socket.join(sessionRoomOf(sessionId));
  if (token.exp === undefined) return;
  const expiry = setTimeout(
    () => socket.disconnect(true),
    Math.min(MAX_TIMER_MS, Math.max(0, token.exp * 1000 - Date.now())),
  );
  socket.on('disconnect', () => clearTimeout(expiry));
}

const sessionRoomOf = (sessionId: string) => `session:${sessionId}`;

/**
 * Rooms are keyed by permission and territory: `PERM@*` for unscoped messages, `PERM@<state>` for
 * scoped ones. A socket joins the rooms of every permission it holds; a national user joins
 * `PERM@CH`, which every scoped message also targets. Each room also exists per operation mode
 * (`PERM@ZH#EXERCISE`): messages of one mode go only to the sockets of users working in it.
 */
function joinRooms(socket: Socket, actor: Actor) {
  const territory = actor.seesAllCantons ? STATE_CH : actor.claims.managed_territory;
  const mode = actor.claims.operation_mode;
  for (const permission of ['ANY', ...actor.permissions]) {
    socket.join([
      roomOf(permission, '*'),
      roomOf(permission, territory),
      roomOf(permission, '*', mode),
      roomOf(permission, territory, mode),
    ]);
  }
}
