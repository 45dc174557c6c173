import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationMode } from '../../../../domain/session.ts';
import { ExerciseModeNotice } from '../../../ui/ExerciseModeNotice.tsx';
import { LiveModeWarning } from '../../../ui/LiveModeWarning.tsx';
import { usePopups } from '../../../ui/popups/PopupsProvider.tsx';

const NOTE_LIMIT = 500;

export interface RejectDialogProps {
  eventId: number;
  /** The event's mode, named at the top as every question of the event does. */
  operationMode: OperationMode;
  opened: boolean;
  /** The owning side takes back its own submission: worded as a withdrawal, not as a decision. */
  withdrawal: boolean;
  onClose(): void;
  onReject(note: string): void;
}

/**
 * Asks why the step is rejected: the author reads the reason in the timeline and knows what to fix. The
 * owning side withdrawing its own submission is asked the same, in words of a withdrawal. A typed reason is
 * not dropped silently: closing the dialog with one (Cancel, the close button, Escape, a click beside it)
 * asks first, as leaving other typed text does, with the focus on keeping it.
 */
export function RejectDialog({
  eventId,
  operationMode,
  opened,
  withdrawal,
  onClose,
  onReject,
}: RejectDialogProps) {
  const { t } = useTranslation();
  const { confirm } = usePopups();
  const [note, setNote] = useState('');
  const reason = note.trim();
  const close = async () => {
    const discard =
      reason === '' ||
      (await confirm({
        title: t('events.actions.reject.discardTitle'),
        message: t('events.actions.reject.discardText'),
        buttonOkName: t('overlays.leave.discard'),
        buttonNotOkName: t('overlays.leave.stay'),
        critical: true,
        staysInConsole: true,
      }));
    if (!discard) return;
    setNote('');
    onClose();
  };
  const title = withdrawal
    ? t('events.actions.withdraw.title', { eventId })
    : t('events.actions.reject.title', { eventId });
  return (
    <Modal
      opened={opened}
      onClose={() => void close()}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      <Stack gap="md">
        {operationMode === 'LIVE' ? <LiveModeWarning reachesPopulation={false} /> : <ExerciseModeNotice />}
        <Textarea
          label={t('events.actions.reject.note')}
          description={
            withdrawal ? t('events.actions.withdraw.noteHint') : t('events.actions.reject.noteHint')
          }
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={NOTE_LIMIT}
          autosize
          minRows={3}
          required
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void close()}>
            {t('events.actions.cancel')}
          </Button>
          <Button
            color="red"
            disabled={reason === ''}
            onClick={() => {
              onReject(reason);
              setNote('');
            }}
          >
            {withdrawal ? t('events.actions.WITHDRAW') : t('events.actions.REJECT')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
