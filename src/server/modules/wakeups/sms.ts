import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';

/** Sends one text message; rejects when the gateway did not take it. */
export interface SmsGateway {
  send(to: string, text: string): Promise<void>;
}

// A gateway that does not answer within seconds counts as failed; the delivery records the failure.
const HTTP_TIMEOUT_MS = 10_000;

/** Writes each message as a text file to `DATA_DIR/sms-outbox/` (the embedded default). */
function outboxGateway(dataDir: string): SmsGateway {
  const outbox = join(dataDir, 'sms-outbox');
  return {
    async send(to, text) {
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.txt`;
      await writeFile(join(outbox, name), `To: ${to}\n\n${text}\n`);
    },
  };
}

/** Posts `{ to, text }` as JSON to SMS_GATEWAY_URL; any answer but 2xx is a failure. */
function httpGateway(url: string): SmsGateway {
  return {
    async send(to, text) {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      if (!answer.ok) throw new Error(`SMS gateway answered ${answer.status}`);
    },
  };
}

/** The SMS gateway of the settings: HTTP with SMS_GATEWAY_URL, else the outbox folder. */
export function smsGatewayOf(config: Config): SmsGateway {
  return config.SMS_GATEWAY_URL ? httpGateway(config.SMS_GATEWAY_URL) : outboxGateway(config.dataDir);
}
