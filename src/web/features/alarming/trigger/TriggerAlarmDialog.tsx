import { Alert, Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERIC_TRIGGER_SIGNALS, type SirenSignal } from '../../../../domain/alarming.ts';
import { useMe } from '../../../auth/AuthContext.ts';
import { WarningIcon } from '../../../ui/icons.tsx';
import { ModeBadge } from '../../../ui/ModeBadge.tsx';
import { TargetTabs } from './TargetTabs.tsx';
import { EMPTY_DRAFT, type TriggerDraft } from './targetDraft.ts';
import { useTriggerAlarm } from './useTriggerAlarm.ts';

export interface TriggerAlarmDialogProps {
  opened: boolean;
  onClose(): void;
}

/**
 * Trigger a siren alarm: the signal, the target (groups, cantons or sirens), then the mode's confirmation.
 * The water alarm is not offered (the server refuses it too): it sounds from its dam's page only.
 */
export function TriggerAlarmDialog({ opened, onClose }: TriggerAlarmDialogProps) {
  const { t } = useTranslation();
  const { operationMode } = useMe();
  const [draft, setDraft] = useState<TriggerDraft>(EMPTY_DRAFT);
  const close = () => {
    setDraft(EMPTY_DRAFT);
    clearProblem();
    onClose();
  };
  const { trigger, problem, clearProblem } = useTriggerAlarm(close);
  const change = (next: TriggerDraft) => {
    setDraft(next);
    clearProblem();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('ui.close') }}
      title={
        <Group gap="sm">
          {t('alarming.trigger.title')}
          <ModeBadge mode={operationMode} />
        </Group>
      }
    >
      <Stack gap="md">
        <Radio.Group
          label={t('alarming.fields.signal')}
          description={t('alarming.trigger.waterHint')}
          value={draft.signal}
          onChange={(signal) => change({ ...draft, signal: signal as SirenSignal })}
        >
          <Group gap="lg" mt={4}>
            {GENERIC_TRIGGER_SIGNALS.map((signal) => (
              <Radio
                key={signal}
                value={signal}
                label={t(`alarming.signals.${signal}`)}
                data-autofocus={signal === draft.signal || undefined}
              />
            ))}
          </Group>
        </Radio.Group>
        <TargetTabs draft={draft} onChange={change} error={problem.target} />
        {problem.general && (
          <Alert color="red" variant="light" icon={<WarningIcon />} role="alert">
            {problem.general}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('alarming.actions.cancel')}
          </Button>
          <Button
            color={operationMode === 'LIVE' ? 'red' : 'yellow.5'}
            autoContrast
            onClick={() => void trigger(draft)}
          >
            {t('alarming.trigger.next')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
