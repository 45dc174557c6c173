import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const NOTE_LIMIT = 500;

export interface RejectDialogProps {
  eventId: number;
  opened: boolean;
  /** The owning side takes back its own submission: worded as a withdrawal, not as a decision. */
  withdrawal: boolean;
  onClose(): void;
  onReject(note: string): void;
}

/**
 * Asks why the step is rejected: the author reads the reason in the timeline and knows what to fix. The
 * owning side withdrawing its own submission is asked the same, in words of a withdrawal.
 */
export function RejectDialog({ eventId, opened, withdrawal, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const reason = note.trim();
  const title = withdrawal
    ? t('events.actions.withdraw.title', { eventId })
    : t('events.actions.reject.title', { eventId });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      <Stack gap="md">
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
          <Button variant="default" onClick={onClose}>
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
