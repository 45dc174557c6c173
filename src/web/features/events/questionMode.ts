import type { OperationMode } from '../../../domain/session.ts';
import type { ConfirmOptions } from '../../ui/popups/popupRequests.ts';

/**
 * The mode part of an events question: the popup shows the mode it acts in, and a LIVE question is critical,
 * so its focus starts on Cancel and a reflexive Enter sends nothing on its way to the population. An EXERCISE
 * question keeps the focus on OK: nothing leaves the console, and trainees practise the flow at speed.
 */
export function questionMode(mode: OperationMode): Pick<ConfirmOptions, 'operationMode' | 'critical'> {
  return { operationMode: mode, critical: mode === 'LIVE' };
}
