import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SendWakeupRequest } from '../../domain/wakeupApi.ts';
import { organisations, wakeupAddressees } from '../db/schema/index.ts';
import { deliverWakeup } from '../modules/wakeups/delivery.ts';
import { bearerOf } from './login.ts';

/** A wake-up request in all four languages to the organisations of `codes`. */
export async function wakeupTo(
  app: FastifyInstance,
  codes: string[],
  subject = 'Hochwasser',
): Promise<SendWakeupRequest> {
  const rows = await app.database.db.select().from(organisations).where(inArray(organisations.code, codes));
  return {
    organisationIds: rows.map((r) => r.id),
    subject: { de: subject, fr: `${subject} (fr)`, it: `${subject} (it)`, en: `${subject} (en)` },
    message: { de: 'Bitte melden', fr: 'Veuillez vous annoncer', it: 'Si annunci', en: 'Please report' },
  };
}

/** The API as one user: `call(method, url, body)` answers status and JSON. */
export function callerOf(app: FastifyInstance) {
  return async (user: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: await bearerOf(app, user),
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
}

/** Runs the wake-up's delivery (as the escalation job does) and checks each e-mail and SMS has an outcome. */
export async function deliverAll(app: FastifyInstance, wakeupId: number): Promise<void> {
  await deliverWakeup(app, wakeupId);
  const open = await app.database.db
    .select({ id: wakeupAddressees.id })
    .from(wakeupAddressees)
    .where(
      and(
        eq(wakeupAddressees.wakeupId, wakeupId),
        or(eq(wakeupAddressees.channel, 'EMAIL'), eq(wakeupAddressees.channel, 'SMS')),
        isNull(wakeupAddressees.deliveredAt),
        isNull(wakeupAddressees.failure),
      ),
    );
  expect(open).toEqual([]);
}

/** Every file a folder of DATA_DIR holds, as text (e-mails in outbox/, SMS in sms-outbox/). */
export async function filesIn(dir: string, folder: string): Promise<string[]> {
  const names = await readdir(join(dir, folder)).catch(() => []);
  return Promise.all(names.map((name) => readFile(join(dir, folder, name), 'utf8')));
}
