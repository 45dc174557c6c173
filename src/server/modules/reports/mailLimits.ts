import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { isAllowedRecipient, mailDomainOf } from '../../../domain/registry/report.ts';
import { type AuditActor, type AuditEntry, writeAudit } from '../../audit.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, persons } from '../../db/schema/index.ts';
import { ProblemError } from '../../http/problem.ts';

/** Message keys of the report e-mail's refusals (the web translates them). */
export const REPORT_MAIL_KEYS = {
  recipientDomain: 'data.report.recipientDomain',
  rateLimited: 'data.report.rateLimited',
  mailFailed: 'data.report.mailFailed',
} as const;

/** The audit action of a report e-mail handed to the mail server; the hourly limit counts these. */
export const MAIL_SENT = { entity: 'report', action: 'sent' } as const;

/** REPORT_MAIL_DOMAINS, or else the domains of the registered persons' e-mail addresses. */
export async function allowedMailDomains(config: Config, db: Db): Promise<string[]> {
  if (config.REPORT_MAIL_DOMAINS)
    return config.REPORT_MAIL_DOMAINS.split(',')
      .map((domain) => domain.trim().replace(/^@/, '').toLowerCase())
      .filter(Boolean);
  const rows = await db
    .selectDistinct({ email: persons.email })
    .from(persons)
    .where(and(isNotNull(persons.email), sql`${persons.email} like '%_@_%'`));
  return [...new Set(rows.map((row) => mailDomainOf(row.email!)))].sort();
}

/** Refuses every address outside the allowed domains with 400, naming each one. */
export function assertAllowedRecipients(
  addresses: { to: readonly string[]; cc: readonly string[] },
  allowedDomains: readonly string[],
) {
  const errors = (['to', 'cc'] as const).flatMap((kind) =>
    addresses[kind].flatMap((address, index) =>
      isAllowedRecipient(address, allowedDomains)
        ? []
        : [
            {
              path: `/body/email/${kind === 'to' ? 'recipientsTo' : 'recipientsCc'}/${index}`,
              messageKey: REPORT_MAIL_KEYS.recipientDomain,
              params: { domain: mailDomainOf(address) },
            },
          ],
    ),
  );
  if (errors.length)
    throw new ProblemError(400, REPORT_MAIL_KEYS.recipientDomain, {
      params: errors[0]!.params,
      errors,
    });
}

const lastHour = (userName: string) =>
  and(
    eq(auditLog.entity, MAIL_SENT.entity),
    eq(auditLog.action, MAIL_SENT.action),
    eq(auditLog.userName, userName),
    gt(auditLog.at, sql`now() - interval '1 hour'`),
  );

async function sentInLastHour(db: Db | Tx, userName: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(lastHour(userName));
  return row?.n ?? 0;
}

/** How many more report e-mails the user may send within the hour. */
export async function remainingMails(config: Config, db: Db, userName: string): Promise<number> {
  return Math.max(0, config.REPORT_MAIL_PER_HOUR - (await sentInLastHour(db, userName)));
}

/**
 * Takes one of the user's REPORT_MAIL_PER_HOUR mails by writing its audit row before the mail leaves;
 * the per-user lock makes servers sharing the database count one after another. 429 when none is left.
 */
export async function takeMailSlot(
  config: Config,
  db: Db,
  actor: AuditActor,
  entry: Omit<AuditEntry, keyof typeof MAIL_SENT>,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report-mail:${actor.userName}`}))`);
    if ((await sentInLastHour(tx, actor.userName)) >= config.REPORT_MAIL_PER_HOUR)
      throw new ProblemError(429, REPORT_MAIL_KEYS.rateLimited, {
        params: { maximum: config.REPORT_MAIL_PER_HOUR },
      });
    await writeAudit(tx, actor, { ...entry, ...MAIL_SENT });
  });
}
