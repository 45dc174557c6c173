import type { EventListItem } from '../../../domain/eventApi.ts';
import { MAP_STATES } from '../../../domain/events.ts';
import type { Permission } from '../../../domain/permissions.ts';
import { CH_ALL, type Me } from '../../../domain/session.ts';

/** States in which a published message is out (the map states) and may turn out to be a false alarm. */
export const CORRECTABLE_STATES = MAP_STATES;

/**
 * Whether the console offers "false alarm" for an event: a published, not yet corrected event of the user's
 * territory and mode, and the FALSE_ALARM_EDIT permission. The server checks the same again.
 */
export function mayDeclareFalseAlarm(
  event: Pick<EventListItem, 'state' | 'publishedAt' | 'owningState' | 'operationMode'> & {
    correctedBy?: number | null;
  },
  me: Pick<Me, 'stateCode' | 'operationMode' | 'organisationCharacteristic'>,
  permissions: ReadonlySet<Permission>,
): boolean {
  const ownTerritory = me.organisationCharacteristic === CH_ALL || me.stateCode === event.owningState;
  return (
    permissions.has('FALSE_ALARM_EDIT') &&
    permissions.has('EVENT_EDIT') &&
    ownTerritory &&
    event.operationMode === me.operationMode &&
    event.publishedAt !== null &&
    (event.correctedBy ?? null) === null &&
    (CORRECTABLE_STATES as readonly string[]).includes(event.state)
  );
}
