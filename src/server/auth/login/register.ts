import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { LOGIN_SCOPE } from '../../../domain/login.ts';
import type { TokenVerifier } from '../guard.ts';
import { purgeExpired } from './adapter.ts';
import { purgeBackoff } from './backoff.ts';
import { loadLoginKeys } from './keys.ts';
import { createProvider, OIDC_MOUNT } from './provider.ts';
import { authConfigRoute, loginPageRoutes } from './routes.ts';
import { createSessionCheck } from './sessionCheck.ts';
import { builtInVerifier, externalVerifier } from './verifier.ts';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Mounts the login of the console and returns how the API verifies access tokens: the built-in login
 * server at /oauth, or, when OIDC_ISSUER is set, an external OpenID provider (nothing mounted then).
 */
export async function registerLogin(app: FastifyInstance): Promise<TokenVerifier> {
  const { config } = app;
  const { db } = app.database;
  await app.register(formbody);
  await app.register(rateLimit, { global: false });

  if (config.OIDC_ISSUER) {
    await app.register(authConfigRoute(config.OIDC_ISSUER, 'openid profile'));
    return externalVerifier(config.OIDC_ISSUER);
  }

  const keys = await loadLoginKeys(db);
  const provider = createProvider(config, db, keys);
  const answer = provider.callback();
  await app.register(middie);
  // The provider answers everything under its mount except the change-password page, which is ours.
  app.use(OIDC_MOUNT, (req, res, next) => {
    if (req.url?.startsWith('/changepw/')) return next();
    answer(req, res);
  });
  await app.register(
    loginPageRoutes(provider, {
      maxFailures: config.LOGIN_MAX_FAILURES,
      lockMinutes: config.LOGIN_LOCK_MINUTES,
    }),
  );
  await app.register(authConfigRoute(provider.issuer, LOGIN_SCOPE));

  const purge = setInterval(() => {
    Promise.all([purgeExpired(db), purgeBackoff(db)]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'purging expired login records failed'),
    );
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  const sessions = createSessionCheck(db);
  // Logout and a reused refresh token revoke the grant: its tokens and live sockets end at once.
  provider.on('grant.revoked', (_ctx: unknown, grantId: string) => {
    sessions.forget(grantId);
    app.live.endSession(grantId);
  });
  return builtInVerifier(provider.issuer, keys.signing, sessions);
}
