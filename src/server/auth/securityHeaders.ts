import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { LOGIN_SILENT_PATH } from '../../domain/login.ts';
import type { Config } from '../config.ts';

/** The scheme and host of a URL, or of a tile template whose host holds `{a-c}`-style placeholders. */
export function originOf(address: string): string | null {
  const match = /^(https?|wss?):\/\/([^/?#]+)/i.exec(address);
  if (!match) return null;
  const host = match[2]!.replace(/^[^.]*\{[^}]*\}[^.]*\./, '*.');
  return /[{}]/.test(host) ? null : `${match[1]!.toLowerCase()}://${host.toLowerCase()}`;
}

function websocketOf(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/** The Content-Security-Policy directives of every answer (README "Login", ADR 0009). */
export function cspDirectives(config: Config) {
  const self = originOf(config.PUBLIC_URL);
  const tiles = config.MAP_TILES_URL ? originOf(config.MAP_TILES_URL) : null;
  const issuer = config.OIDC_ISSUER ? originOf(config.OIDC_ISSUER) : null;
  const extra = (...sources: (string | null)[]) => sources.filter((s): s is string => s !== null);
  const https = config.PUBLIC_URL.startsWith('https:');
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // Mantine and the login pages put styles in <style> elements; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...extra(tiles)],
    fontSrc: ["'self'", 'data:'],
    // The web fetches tiles, and talks to an external login server's token endpoint itself.
    connectSrc: ["'self'", ...extra(self && websocketOf(self), tiles, issuer)],
    // pdfjs renders the help manuals in a worker.
    workerSrc: ["'self'", 'blob:'],
    // The report wizard previews the PDF it made in the browser (a blob: address) in a frame.
    frameSrc: ["'self'", 'blob:', ...extra(issuer)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // Login and logout forms post to us and are redirected to the console's own address.
    formAction: ["'self'", ...extra(self, issuer)],
    // The silent-renewal page is the only one a frame may show, and only inside the console itself.
    frameAncestors: [
      (req: IncomingMessage) => (req.url?.startsWith(LOGIN_SILENT_PATH) ? "'self'" : "'none'"),
    ],
    upgradeInsecureRequests: https ? [] : null,
  };
}

/**
 * Security headers on every answer, the login server's pages and static files included. Registered
 * before the login server's middleware so that its answers carry them too. The policy is built once:
 * @fastify/helmet built it again for every request, a sixth of what a small answer cost.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const https = config.PUBLIC_URL.startsWith('https:');
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    frameguard: { action: 'deny' },
    // Tile servers such as OpenStreetMap's refuse requests without a referring origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
