import { CANTONS, type Canton } from '../../../../domain/cantons.ts';
import { STATE_CH } from '../../../../domain/session.ts';

/** The cantons a user may alarm: all 26 for national users (territory CH), else their own. */
export function territoryCantons(territory: string): readonly Canton[] {
  return territory === STATE_CH ? CANTONS : CANTONS.filter((canton) => canton.code === territory);
}
