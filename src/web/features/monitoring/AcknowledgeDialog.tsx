import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcknowledgeErrorSchema } from '../../../domain/monitoring.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { httpErrorMessage } from '../../api/httpErrorMessage.ts';
import { ActionsOffReason } from '../../ui/last-known/NeedsServer.tsx';
import { useServerDown } from '../../ui/last-known/useServerDown.ts';
import { OpenModal } from '../../ui/OpenModal.tsx';
import { monitoringApi } from './monitoringApi.ts';

const COMMENT_LIMIT = 500;

export interface AcknowledgeDialogProps {
  errorId: number;
  /** What is at fault, for the title (the device code). */
  component: string;
  onClose(): void;
  onDone(): void;
}

/** The operator acknowledges an open error and says what is being done about it (comment required). */
export function AcknowledgeDialog({ errorId, component, onClose, onDone }: AcknowledgeDialogProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const body = AcknowledgeErrorSchema.safeParse({ comment });
  // The dialog says why it waits while the server is away: the emergency strip lies under it.
  const serverDown = useServerDown();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.success) return;
    setSending(true);
    setProblem(null);
    try {
      await monitoringApi(api).acknowledge(errorId, body.data);
      onDone();
    } catch (error) {
      setProblem(httpErrorMessage(error, i18n));
      setSending(false);
    }
  };

  return (
    <OpenModal
      onClose={onClose}
      title={t('faults.acknowledge.title', { component })}
      centered
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      <form onSubmit={handleSubmit}>
        <Stack gap="md">
          <Text size="sm">{t('faults.acknowledge.hint')}</Text>
          <Textarea
            label={t('faults.acknowledge.comment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={COMMENT_LIMIT}
            autosize
            minRows={3}
            required
            data-autofocus
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('faults.acknowledge.cancel')}
            </Button>
            <Button type="submit" disabled={!body.success || serverDown} loading={sending}>
              {t('faults.acknowledge.confirm')}
            </Button>
          </Group>
          <ActionsOffReason />
        </Stack>
      </form>
    </OpenModal>
  );
}
