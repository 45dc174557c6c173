import type { TFunction } from 'i18next';
import { SYSTEM_ACTOR } from '../../domain/audit.ts';

/** Who acted, as a timeline or a fact names them: a user by their user name, the console itself in words. */
export function actorName(userName: string, t: TFunction): string {
  return userName === SYSTEM_ACTOR ? t('ui.systemActor') : userName;
}
