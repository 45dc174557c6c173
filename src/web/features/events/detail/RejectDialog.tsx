import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const NOTE_LIMIT = 500;

export interface RejectDialogProps {
  eventId: number;
  opened: boolean;
  onClose(): void;
  onReject(note: string): void;
}

/** Asks why the step is rejected: the author reads the reason in the timeline and knows what to fix. */
export function RejectDialog({ eventId, opened, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const reason = note.trim();
  return (
    <Modal opened={opened} onClose={onClose} title={t('events.actions.reject.title', { eventId })} centered>
      <Stack gap="md">
        <Textarea
          label={t('events.actions.reject.note')}
          description={t('events.actions.reject.noteHint')}
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
            {t('events.actions.REJECT')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
