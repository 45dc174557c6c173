import { isIP } from 'node:net';
import { ConfigError } from '../config.ts';

// Names proxy-addr (Fastify's trustProxy) understands besides addresses and ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's trustProxy from TRUSTED_PROXIES: only these peers may name the client with
 * X-Forwarded-For. Unset: nobody, the peer address is the client (any client could otherwise choose
 * its address and slip past the login throttle and into the audit log under another name).
 */
export function trustedProxies(setting: string | undefined): string[] | false {
  const entries = (setting ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return false;
  const invalid = entries.filter((e) => !isProxyEntry(e));
  if (invalid.length > 0)
    throw new ConfigError(`TRUSTED_PROXIES: not an address or CIDR range: ${invalid.join(', ')}`);
  return entries;
}
