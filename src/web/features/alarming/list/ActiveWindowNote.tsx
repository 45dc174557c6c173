import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALARM_REPEAT_WINDOW_MINUTES, type AlarmTaskSummary } from '../../../../domain/alarming.ts';
import { serverNow } from '../../../api/serverClock.ts';
import { useNow } from '../../../ui/last-known/useNow.ts';
import { formatAlarmTime } from '../alarmLabels.ts';

// The note goes within seconds of the window's end, about when the menu's count drops.
const TICK_MS = 5_000;

/**
 * Until when a finished alarm task still counts among the active siren alarms (the menu's count): the end of
 * its repeat window, ALARM_REPEAT_WINDOW_MINUTES after its start (the server's `ends_at`). Null for a running
 * task (plainly active) and a stopped one (no longer counted).
 */
function finishedActiveUntil(task: AlarmTaskSummary): number | null {
  return task.status === 'FINISHED'
    ? Date.parse(task.startedAt) + ALARM_REPEAT_WINDOW_MINUTES * 60_000
    : null;
}

function StillActive({ until }: { until: number }) {
  const { t } = useTranslation();
  const now = useNow(TICK_MS);
  if (now >= until) return null;
  // The day is the start's, shown in the same row: the time says enough.
  const time = formatAlarmTime(new Date(until).toISOString()).split(' ')[1];
  return (
    // Wraps within the status column (which keeps to one line otherwise) rather than widen it.
    <Text size="xs" c="dimmed" mt={2} style={{ whiteSpace: 'normal' }}>
      {t('alarming.list.activeUntil', { time })}
    </Text>
  );
}

/** Under a finished alarm task within its repeat window: it still counts as active, and until when. */
export function ActiveWindowNote({ task }: { task: AlarmTaskSummary }) {
  const until = finishedActiveUntil(task);
  // Only tasks still in their window keep a clock running.
  return until !== null && until > serverNow() ? <StillActive until={until} /> : null;
}
