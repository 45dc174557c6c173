import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONSOLE_NAME } from '../../auth/login/texts.ts';
import type { Config } from '../../config.ts';

export interface Mail {
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** How long (ms) the SMTP server may take to connect, greet and answer (nodemailer waits minutes by default). */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
  dnsTimeout: number;
}

// An operator waits on the dialog: a server that does not answer within seconds is reported as down.
const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 15_000,
  dnsTimeout: 5_000,
};

type TransportOptions = Parameters<typeof import('nodemailer')['createTransport']>[0];

/** A mail transport made with the first mail: loading nodemailer (~0.25 s) is no part of a console's start. */
function lazyTransport(options: TransportOptions) {
  let transport: Promise<ReturnType<typeof import('nodemailer')['createTransport']>> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options));
    return transport;
  };
}

/** Sends mail over SMTP_URL; without it (the embedded default, DESIGN.md §1) writes `.eml` files to data/outbox. */
export function mailerOf(
  config: Config,
  timeouts: SmtpTimeouts = SMTP_TIMEOUTS,
): (mail: Mail) => Promise<void> {
  const from = config.MAIL_FROM ?? `${CONSOLE_NAME} <noreply@${new URL(config.PUBLIC_URL).hostname}>`;
  if (config.SMTP_URL) {
    const transport = lazyTransport({ url: config.SMTP_URL, ...timeouts });
    return async (mail) => {
      await (await transport()).sendMail({ from, ...mail });
    };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true });
  const outbox = join(config.dataDir, 'outbox');
  return async (mail) => {
    const { message } = await (await transport()).sendMail({ from, ...mail });
    await mkdir(outbox, { recursive: true });
    await writeFile(
      join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`),
      message as Buffer,
    );
  };
}
