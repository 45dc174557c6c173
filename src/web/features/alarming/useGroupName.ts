import { CANTON_CODES } from '../../../domain/cantons.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { useGroupChoices } from './trigger/useTargetOptions.ts';

/**
 * The name of a siren group by its id, for targets that name groups: read once when `needed` and the user
 * may read siren groups; else (and until loaded) the group's number.
 */
export function useGroupName(needed: boolean): (id: number) => string {
  const permitted = usePermissions().has('SIRENGROUP_VIEW');
  const { choices } = useGroupChoices(CANTON_CODES, permitted && needed);
  return (id) => choices.find((choice) => choice.value === String(id))?.label ?? `#${id}`;
}
