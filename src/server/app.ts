import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerGuard } from './auth/guard.ts';
import { registerLogin } from './auth/login/register.ts';
import { textsOf } from './auth/login/texts.ts';
import { registerSecurityHeaders } from './auth/securityHeaders.ts';
import { trustedProxies } from './auth/trustedProxies.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerDeviceNetwork } from './devices/register.ts';
import type { RouteEntry } from './fastify-types.ts';
import { registerCompression } from './http/compression.ts';
import { registerControlCharacterRule } from './http/controlCharacters.ts';
import { registerMetrics } from './http/metrics.ts';
import { PLATFORM_KEYS, registerProblemHandlers, sendProblem } from './http/problem.ts';
import { registerPublicAnswers } from './http/publicAnswers.ts';
import { registerReadCache } from './http/readCache.ts';
import { RequestLog } from './http/requestLog.ts';
import { registerJobs } from './jobs/register.ts';
import { registerLive } from './live/live.ts';
import { registerAlarmExpiry } from './modules/alarming/expiry.ts';
import { alarmingRoutes } from './modules/alarming/routes.ts';
import { alertswissRoutes } from './modules/alertswiss/routes.ts';
import { bannerRoutes } from './modules/banner/routes.ts';
import { channelTestRoutes } from './modules/channeltest/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { startSystemMonitor } from './modules/dashboard/systemMonitor.ts';
import { deviceRoutes } from './modules/devices/routes.ts';
import { registerStatusRounds } from './modules/devices/statusRounds.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { meRoutes } from './modules/me/routes.ts';
import { monitoringRoutes } from './modules/monitoring/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { resourceRoutes } from './modules/resources/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { sirenTestRoutes } from './modules/sirentest/routes.ts';
import { socialChannelOf } from './modules/socialmedia/channel.ts';
import { registerSocialPosting } from './modules/socialmedia/posting.ts';
import { socialMediaRoutes } from './modules/socialmedia/routes.ts';
import { statesRoutes } from './modules/states/routes.ts';
import { registerDailyArchive } from './modules/statistics/dailyArchive.ts';
import { statisticsRoutes } from './modules/statistics/routes.ts';
import { textsRoutes } from './modules/texts/routes.ts';
import { updateRoutes } from './modules/updates/routes.ts';
import { wakeupDeliveryOf } from './modules/wakeups/delivery.ts';
import { wakeupRoutes } from './modules/wakeups/routes.ts';
import { waterRoutes } from './modules/water/routes.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** The process's logger (main.ts); without one the app makes its own (tests). */
  logger?: FastifyBaseLogger;
}

/** Paths the single-page app never owns: everything else that is not found falls back to index.html. */
const SERVER_PREFIXES = ['/api/', '/oauth', '/login', '/health/', '/manuals/', '/live', '/assets/'];

/** Builds the console server as one Fastify app; `main.ts` only opens the database and listens. */
export async function buildApp({ config, database, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.LOG_LEVEL } }),
    logController: new RequestLog(),
    bodyLimit: config.BODY_LIMIT,
    forceCloseConnections: true,
    // Our own id for every request, never the caller's: the logs and the audit log rely on it.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    trustProxy: trustedProxies(config.TRUSTED_PROXIES),
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('routeTable', recordRoutes(app));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerProblemHandlers(app);
  registerMetrics(app);
  // Every answer names its request id, so an operator's error page can quote it to support.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerControlCharacterRule(app);
  // The API speaks JSON (and the login pages forms): plain text is refused with 415, not parsed.
  app.removeContentTypeParser('text/plain');
  registerSecurityHeaders(app, config);
  await registerCompression(app);
  registerPublicAnswers(app);
  registerReadCache(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${textsOf('en').product} API`, version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The document stays for in-process readers (app.swagger()); its pages only with API_DOCS on.
  if (config.API_DOCS)
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  const verify = await registerLogin(app);
  registerGuard(app, verify);
  await registerLive(app, verify);
  registerJobs(app);
  app.decorate('wakeupDelivery', wakeupDeliveryOf(config));
  app.decorate('socialChannel', socialChannelOf(config));
  registerSocialPosting(app);
  registerDeviceNetwork(app);
  registerStatusRounds(app);
  registerAlarmExpiry(app);
  registerDailyArchive(app);
  // On the root app, so that the status route and a publication read the same last round of checks.
  app.decorate('systemMonitor', startSystemMonitor(app));

  await app.register(healthRoutes);
  await app.register(meRoutes);
  await app.register(statesRoutes);
  await app.register(bannerRoutes);
  await app.register(dashboardRoutes);
  await app.register(eventRoutes);
  await app.register(alarmingRoutes);
  await app.register(waterRoutes);
  await app.register(deviceRoutes);
  await app.register(monitoringRoutes);
  await app.register(resourceRoutes);
  await app.register(reportRoutes);
  await app.register(statisticsRoutes);
  await app.register(alertswissRoutes);
  await app.register(channelTestRoutes);
  await app.register(textsRoutes);
  await app.register(settingsRoutes);
  await app.register(wakeupRoutes);
  await app.register(socialMediaRoutes);
  await app.register(sirenTestRoutes);
  await app.register(updateRoutes);

  registerManuals(app, config.manualsDir);
  registerWeb(app, config.webDist);
  return app;
}

/** Every route as registered, for the test that checks each one declares its access rule. */
function recordRoutes(app: FastifyInstance): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    // The API documentation (only with API_DOCS on) describes the API and holds no data.
    if (route.url.startsWith('/api/docs'))
      route.config = { ...(route.config ?? {}), access: { public: true } };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    table.push({ methods: methods.map(String), url: route.url, access: route.config?.access });
  });
  return table;
}

/**
 * The help manuals (SPEC.md "Help file"): `index.json` and the PDF files, readable without login. The
 * build writes them (`npm run build`); before it, the folder is missing and every file answers 404.
 */
function registerManuals(app: FastifyInstance, manualsDir: string) {
  app.register(fastifyStatic, {
    root: manualsDir,
    prefix: '/manuals/',
    decorateReply: false,
    index: false,
    maxAge: '10m',
  });
}

function registerWeb(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  // One route for the built files, whether or not a build exists: their names carry a content hash, so a
  // browser keeps them for a year, and a missing one is a 404 (never index.html, which a lazy page would
  // take for its code after a deploy).
  app.register(fastifyStatic, {
    root: join(webDist, 'assets'),
    prefix: '/assets/',
    index: false,
    maxAge: '365d',
    immutable: true,
    // The build writes .br/.gz copies (scripts/precompress.ts): sent as they are, never compressed again.
    preCompressed: true,
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !SERVER_PREFIXES.some((p) => request.url.startsWith(p));
    if (hasWeb && isPage) {
      // The page names the current build's files: always asked again, never kept.
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', webDist, { cacheControl: false });
    }
    return sendProblem(reply, request, {
      status: 404,
      messageKey: PLATFORM_KEYS.notFound,
      detail: `No route ${request.method} ${request.url}`,
    });
  });
}
