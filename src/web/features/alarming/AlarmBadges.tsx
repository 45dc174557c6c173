import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AlarmTaskStatus, SirenResultState } from '../../../domain/alarming.ts';
import type { OperationMode } from '../../../domain/session.ts';
import { resultStateText, STATE_COLOURS } from './alarmLabels.ts';

const STATUS_COLOURS: Record<AlarmTaskStatus, string> = {
  RUNNING: 'red',
  FINISHED: 'green',
  STOPPED: 'gray',
};

/** Whether an alarm task still runs, has finished or was stopped. */
export function AlarmStatusBadge({ status }: { status: AlarmTaskStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOURS[status]} variant={status === 'RUNNING' ? 'filled' : 'light'} radius="sm">
      {t(`alarming.status.${status}`)}
    </Badge>
  );
}

// A long state takes a second line rather than being cut: an exercise's "would have sounded (exercise)" keeps
// its "(exercise)" in the per-siren grid's narrow column, the badge centred in the row.
const WRAPPING = {
  root: { height: 'auto', paddingBlock: 2, verticalAlign: 'middle' },
  label: { whiteSpace: 'normal', lineHeight: 1.3 },
};

/** One siren's result state, in its colour, worded for the alarm's mode. */
export function ResultStateBadge({ state, mode }: { state: SirenResultState; mode: OperationMode }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLOURS[state]} variant="light" radius="sm" data-state={state} styles={WRAPPING}>
      {resultStateText(state, mode, t)}
    </Badge>
  );
}
