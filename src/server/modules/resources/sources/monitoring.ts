import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ComponentKind } from '../../../../domain/monitoring.ts';
import {
  errorProtocol,
  fieldComponents,
  installationProtocol,
  pendingErrors,
  sirenGroupMembers,
  sirenGroups,
} from '../../../db/schema/index.ts';
import { asRows, type ResourceSource } from './source.ts';

// The fault code when the locale files have a message for it (the grid translates it), else null.
const messageOf = (key: PgColumn, code: PgColumn) =>
  sql<string | null>`case when ${key} like 'monitoring.faultCodes.%' then ${code} end`.as('message');

/** The open errors of one kind: the current-error grids are read-only; acknowledging has its own route. */
const openErrors = (kind: ComponentKind): ResourceSource => ({
  table: pendingErrors,
  id: pendingErrors.id,
  rows: (db) =>
    asRows(
      db
        .select({
          id: pendingErrors.id,
          severity: pendingErrors.severity,
          stateCode: pendingErrors.stateCode,
          componentRef: pendingErrors.componentRef,
          componentName: pendingErrors.componentName,
          message: messageOf(pendingErrors.messageKey, pendingErrors.faultCode),
          faultCode: pendingErrors.faultCode,
          raisedAt: pendingErrors.raisedAt,
          lastSeenAt: pendingErrors.lastSeenAt,
          occurrences: pendingErrors.occurrences,
          acknowledgedAt: pendingErrors.acknowledgedAt,
          acknowledgedBy: pendingErrors.acknowledgedBy,
          acknowledgeComment: pendingErrors.acknowledgeComment,
        })
        .from(pendingErrors)
        .where(and(eq(pendingErrors.componentKind, kind), isNull(pendingErrors.resolvedAt)))
        .as('r'),
    ),
});

/**
 * Every searched column of the error protocol in one text, as the trigram index of migration
 * 0012_error_protocol_search holds it (literals stay in the SQL text so that the planner sees the expression).
 */
const PROTOCOL_SEARCH_TEXT = sql<string>`coalesce(${errorProtocol.componentRef}, '') || ' ' || coalesce(${errorProtocol.faultCode}, '') || ' ' || coalesce(${errorProtocol.stateCode}, '') || ' ' || coalesce(${errorProtocol.userName}, '') || ' ' || coalesce(${errorProtocol.comment}, '')`;

/** One kind's error protocol, a table of up to millions of rows read by its (kind, at, id) index. */
const protocolOf = (kind: ComponentKind): ResourceSource => ({
  table: errorProtocol,
  id: errorProtocol.id,
  rows: (db) =>
    asRows(
      db
        .select({
          id: errorProtocol.id,
          at: errorProtocol.at,
          action: errorProtocol.action,
          severity: errorProtocol.severity,
          stateCode: errorProtocol.stateCode,
          componentRef: errorProtocol.componentRef,
          message: messageOf(errorProtocol.messageKey, errorProtocol.faultCode),
          faultCode: errorProtocol.faultCode,
          occurrences: errorProtocol.occurrences,
          userName: errorProtocol.userName,
          comment: errorProtocol.comment,
          searchText: PROTOCOL_SEARCH_TEXT.as('searchText'),
        })
        .from(errorProtocol)
        .where(eq(errorProtocol.componentKind, kind))
        .as('r'),
    ),
  searchText: true,
});

export const currentPoaErrorSource = openErrors('POLYALERT');
export const currentNetworkErrorSource = openErrors('NETWORK');
export const poaErrorProtocolSource = protocolOf('POLYALERT');
export const networkErrorProtocolSource = protocolOf('NETWORK');

export const installationProtocolSource: ResourceSource = {
  table: installationProtocol,
  id: installationProtocol.id,
  // `version` names a row's optimistic version in the grids: the firmware goes by another name.
  rows: (db) =>
    asRows(
      db
        .select({
          id: installationProtocol.id,
          at: installationProtocol.at,
          action: installationProtocol.action,
          deviceId: installationProtocol.deviceId,
          deviceKind: installationProtocol.deviceKind,
          stateCode: installationProtocol.stateCode,
          previousFirmware: installationProtocol.previousVersion,
          firmware: installationProtocol.version,
          userName: installationProtocol.userName,
          note: installationProtocol.note,
        })
        .from(installationProtocol)
        .as('r'),
    ),
};

const atFault = sql`${pendingErrors.id} is not null`;

/** Siren groups with a member whose FGP has an open error: members, members at fault, errors, warnings. */
export const sirenGroupErrorSource: ResourceSource = {
  table: sirenGroups,
  id: sirenGroups.id,
  rows: (db) =>
    asRows(
      db
        .select({
          id: sirenGroups.id,
          name: sirenGroups.name,
          stateCode: sirenGroups.stateCode,
          members: sql<number>`count(distinct ${sirenGroupMembers.sirenId})::int`.as('members'),
          membersAtFault:
            sql<number>`count(distinct ${sirenGroupMembers.sirenId}) filter (where ${atFault})::int`.as(
              'membersAtFault',
            ),
          errors: sql<number>`count(*) filter (where ${pendingErrors.severity} = 'ERROR')::int`.as('errors'),
          warnings: sql<number>`count(*) filter (where ${pendingErrors.severity} = 'WARNING')::int`.as(
            'warnings',
          ),
          lastSeenAt: max(pendingErrors.lastSeenAt).as('lastSeenAt'),
        })
        .from(sirenGroups)
        .innerJoin(sirenGroupMembers, eq(sirenGroupMembers.groupId, sirenGroups.id))
        .innerJoin(fieldComponents, eq(fieldComponents.sirenId, sirenGroupMembers.sirenId))
        .leftJoin(
          pendingErrors,
          and(eq(pendingErrors.componentRef, fieldComponents.code), isNull(pendingErrors.resolvedAt)),
        )
        .groupBy(sirenGroups.id)
        .having(sql`count(${pendingErrors.id}) > 0`)
        .as('r'),
    ),
};
