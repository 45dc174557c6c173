import { and, eq, inArray, sql } from 'drizzle-orm';
import { sirenGroupMembers, sirenGroups, stationarySirens } from '../../../db/schema/index.ts';
import { PLATFORM_KEYS, ProblemError } from '../../../http/problem.ts';
import { asRows, type ResourceSource } from './source.ts';

const memberIds = sql<
  number[]
>`coalesce((select array_agg(m.siren_id order by m.siren_id) from ${sirenGroupMembers} m where m.group_id = ${sirenGroups.id}), '{}'::int[])`;

/** Siren groups with their member sirens, which must all belong to the group's canton. */
export const sirenGroupSource: ResourceSource = {
  table: sirenGroups,
  id: sirenGroups.id,
  rows: (db) =>
    asRows(
      db
        .select({
          id: sirenGroups.id,
          name: sirenGroups.name,
          stateCode: sirenGroups.stateCode,
          purpose: sirenGroups.purpose,
          description: sirenGroups.description,
          memberIds: memberIds.as('memberIds'),
          members: sql<number>`cardinality(${memberIds})`.mapWith(Number).as('members'),
          updatedAt: sirenGroups.updatedAt,
        })
        .from(sirenGroups)
        .as('r'),
    ),
  values: async ({ version: _, memberIds: __, ...fields }) => ({ ...fields, updatedAt: new Date() }),
  afterWrite: async (tx, id, body) => {
    const ids = [...new Set(body.memberIds as number[])];
    const inCanton = ids.length
      ? await tx
          .select({ id: stationarySirens.id })
          .from(stationarySirens)
          .where(
            and(inArray(stationarySirens.id, ids), eq(stationarySirens.stateCode, String(body.stateCode))),
          )
      : [];
    if (inCanton.length !== ids.length) {
      throw new ProblemError(400, PLATFORM_KEYS.validation, {
        errors: [{ path: '/body/memberIds', messageKey: 'data.errors.memberOutsideCanton' }],
      });
    }
    await tx.delete(sirenGroupMembers).where(eq(sirenGroupMembers.groupId, id));
    if (ids.length)
      await tx.insert(sirenGroupMembers).values(ids.map((sirenId) => ({ groupId: id, sirenId })));
  },
};
