import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface Mail {
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Sends mail over SMTP_URL; without it (the embedded default, DESIGN.md §1) writes `.eml` files to data/outbox. */
export function mailerOf(config: Config): (mail: Mail) => Promise<void> {
  const from = `Operator Console <noreply@${new URL(config.PUBLIC_URL).hostname}>`;
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return async (mail) => {
      await transport.sendMail({ from, ...mail });
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const outbox = join(config.dataDir, 'outbox');
  return async (mail) => {
    const { message } = await transport.sendMail({ from, ...mail });
    await mkdir(outbox, { recursive: true });
    await writeFile(
      join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`),
      message as Buffer,
    );
  };
}
