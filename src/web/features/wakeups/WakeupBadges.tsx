import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperationMode } from '../../../domain/session.ts';
import type { WakeupState } from '../../../domain/wakeups.ts';

const COLOURS: Record<WakeupState, string> = {
  INTERSTATE_APPROVAL_PENDING: 'orange',
  ACKNOWLEDGE_PENDING: 'red',
  ACKNOWLEDGED: 'teal',
  CLOSED: 'gray',
};

// A badge never shrinks below its text: a cut-off state is misread under stress.
const WHOLE = { minWidth: 'max-content' } as const;

/** The wake-up's state; the ones someone must act on stand out. */
export function WakeupStateBadge({ state }: { state: WakeupState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[state]} variant="light" style={WHOLE}>
      {t(`wakeups.states.${state}`)}
    </Badge>
  );
}

/** Marks an exercise wake-up (a LIVE one needs no mark: the mode bar says it). */
export function ExerciseBadge({ mode }: { mode: OperationMode }) {
  const { t } = useTranslation();
  if (mode !== 'EXERCISE') return null;
  return (
    <Badge color="yellow.5" autoContrast radius="sm" size="sm">
      {t('ui.mode.EXERCISE')}
    </Badge>
  );
}
