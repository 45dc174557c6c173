import type { OperationMode } from '../../../domain/session.ts';
import type { ConfirmOptions } from '../../ui/popups/popupRequests.ts';

/**
 * The mode part of an events question: the popup shows the mode it acts in, and a LIVE question starts on
 * Cancel, so a reflexive Enter sends nothing on its way. An EXERCISE question keeps the focus on OK: nothing
 * leaves the console, and trainees practise the flow at speed. Red (`critical`) is the question's own
 * decision: only for what reaches the population or cannot be undone (ADR 0035).
 */
export function questionMode(mode: OperationMode): Pick<ConfirmOptions, 'operationMode' | 'focusCancel'> {
  return { operationMode: mode, focusCancel: mode === 'LIVE' };
}
