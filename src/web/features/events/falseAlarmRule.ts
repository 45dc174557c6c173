import type { EventListItem } from '../../../domain/eventApi.ts';
import { MAP_STATES } from '../../../domain/events.ts';
import { falseAlarmRefusal } from '../../../domain/eventWorkflow.ts';
import type { Permission } from '../../../domain/permissions.ts';
import { CH_ALL, type Me } from '../../../domain/session.ts';

/** States in which a published message is out (the map states) and may turn out to be a false alarm. */
export const CORRECTABLE_STATES = MAP_STATES;

/**
 * Whether the console offers "false alarm" for an event: the FALSE_ALARM_EDIT permission, the user's mode,
 * and the workflow's rule the server refuses by (`falseAlarmRefusal`: a published, not yet corrected event
 * of the user's territory that is no correction itself).
 */
export function mayDeclareFalseAlarm(
  event: Pick<EventListItem, 'state' | 'publishedAt' | 'owningState' | 'operationMode' | 'correctionOf'> & {
    correctedBy?: number | null;
  },
  me: Pick<Me, 'stateCode' | 'operationMode' | 'organisationCharacteristic'>,
  permissions: ReadonlySet<Permission>,
): boolean {
  const actor = { stateCode: me.stateCode, national: me.organisationCharacteristic === CH_ALL };
  return (
    permissions.has('FALSE_ALARM_EDIT') &&
    permissions.has('EVENT_EDIT') &&
    event.operationMode === me.operationMode &&
    falseAlarmRefusal({ ...event, correctedBy: event.correctedBy ?? null }, actor) === null
  );
}
