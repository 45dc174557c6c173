import { Anchor, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AlarmTaskSummary } from '../../../../domain/alarming.ts';
import type { Language } from '../../../../domain/session.ts';
import { ModeBadge } from '../../../ui/ModeBadge.tsx';
import { AlarmStatusBadge } from '../AlarmBadges.tsx';
import { formatAlarmTime, targetText } from '../alarmLabels.ts';
import { awaitingAnswer } from '../progress.ts';
import { ActiveWindowNote } from './ActiveWindowNote.tsx';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
// Badges clip their text when squeezed: their cells keep at least the badges' full width.
const WHOLE = { minWidth: 'max-content' } as const;
const COLUMNS = ['number', 'signal', 'status', 'target', 'totals', 'startedBy', 'startedAt'] as const;

/** Running alarm tasks first, then the newest first (the server's order within each). */
export function runningFirst(tasks: readonly AlarmTaskSummary[]): AlarmTaskSummary[] {
  return [...tasks].sort((a, b) => Number(b.status === 'RUNNING') - Number(a.status === 'RUNNING'));
}

/** One row per alarm task; a click on a row (or Enter on its number link) opens its detail. */
export function AlarmTaskTable({ tasks }: { tasks: readonly AlarmTaskSummary[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.language as Language;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover striped verticalSpacing="xs" aria-label={t('alarming.list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(`alarming.list.columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runningFirst(tasks).map((task) => (
            <Table.Tr
              key={task.id}
              onClick={() => navigate(`/data/sirenalarms/${task.id}`)}
              style={{ cursor: 'pointer' }}
              data-alarm-id={task.id}
            >
              <Table.Td style={NO_WRAP}>
                <Anchor
                  component={Link}
                  to={`/data/sirenalarms/${task.id}`}
                  onClick={(event) => event.stopPropagation()}
                >
                  {t('alarming.list.number', { id: task.id })}
                </Anchor>
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <Group gap="xs" wrap="nowrap" style={WHOLE}>
                  <Text size="sm">{t(`alarming.signals.${task.signal}`)}</Text>
                  <ModeBadge mode={task.operationMode} />
                </Group>
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <div style={WHOLE}>
                  <AlarmStatusBadge status={task.status} />
                </div>
                <ActiveWindowNote task={task} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{targetText(task, t, language)}</Text>
                <Text size="xs" c="dimmed">
                  {t('alarming.list.sirenCount', { count: task.sirenCount })}
                </Text>
              </Table.Td>
              <Table.Td>
                {t('alarming.list.totalsText', {
                  finished: t('alarming.list.totals.finished', { count: task.totals.FINISHED }),
                  failed: t('alarming.list.totals.failed', { count: task.totals.FAILED }),
                  noAnswer: t('alarming.list.totals.noAnswer', { count: task.totals.NO_ANSWER }),
                  skipped: t('alarming.list.totals.skipped', { count: task.totals.SKIPPED }),
                  sounding: t(
                    task.operationMode === 'EXERCISE'
                      ? 'alarming.list.soundingExercise'
                      : 'alarming.list.sounding',
                    { count: task.totals.SOUNDING },
                  ),
                  open: t('alarming.list.totals.open', { count: awaitingAnswer(task.totals) }),
                })}
              </Table.Td>
              <Table.Td>{task.startedBy}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatAlarmTime(task.startedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
