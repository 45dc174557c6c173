import { Alert, Anchor, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Dam, MAX_REASON_LENGTH, type WaterStep } from '../../../domain/water.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { WarningIcon } from '../../ui/icons.tsx';
import { noGeneralAlarmText, withoutGeneralAlarm } from './stepConfirmation.ts';
import { useDamStep } from './useDamStep.ts';
import { damStepPath } from './useDams.ts';

/**
 * Why the step cannot be taken on the dam as it stands now; null when it can. While the dam's water alarm
 * runs it is not triggered again (the server refuses it too); once finished or stopped, it may be.
 */
export function blockedBy(step: WaterStep, dam: Dam): string | null {
  if (step === 'unlock' && !dam.locked) return 'water.blocked.unlocked';
  if (step !== 'unlock' && dam.locked) return `water.blocked.locked.${step}`;
  if (step === 'alarm' && dam.lastAlarmStatus === 'RUNNING') return 'water.blocked.running';
  if (step === 'alarm' && !dam.nearZone) return 'water.current.noNearZone';
  return null;
}

/**
 * The step's form: a reason (required to unlock), the button, and why it cannot be taken now; before an alarm
 * with no general alarm on the near zone first, a warning that never blocks (the dam operator may have to sound
 * at once).
 */
export function StepAction({ step, dam }: { step: WaterStep; dam: Dam }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const { run, problem } = useDamStep(step, () => setReason(''));
  const blocked = blockedBy(step, dam);
  const seesAlarms = usePermissions().has('ALARMING_ALARMTASK_VIEW');

  function submit() {
    const trimmed = reason.trim();
    setMissing(step === 'unlock' && !trimmed);
    if (step === 'unlock' && !trimmed) return;
    void run(dam, trimmed);
  }

  return (
    <Stack gap="sm" maw={640}>
      {blocked && (
        <Alert color="yellow" variant="light" icon={<WarningIcon />} data-testid="water-blocked">
          {t(blocked, { name: dam.name, id: dam.lastAlarmId })}
          {step === 'alarm' && dam.locked && (
            <Anchor component={Link} to={damStepPath('unlock', dam.id)} display="block" mt="xs">
              {t('water.blocked.toUnlock', { name: dam.name })}
            </Anchor>
          )}
          {blocked === 'water.blocked.running' && seesAlarms && (
            <Anchor component={Link} to={`/data/sirenalarms/${dam.lastAlarmId}`} display="block" mt="xs">
              {t('water.blocked.toAlarm', { id: dam.lastAlarmId })}
            </Anchor>
          )}
        </Alert>
      )}
      {step !== 'alarm' && (
        <Textarea
          label={t(`water.reason.${step}`)}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={MAX_REASON_LENGTH}
          autosize
          minRows={2}
          withAsterisk={step === 'unlock'}
          error={missing ? t('water.errors.reasonRequired') : undefined}
          disabled={blocked !== null}
        />
      )}
      {blocked === null && withoutGeneralAlarm(step, dam) && (
        <Alert color="orange" variant="light" icon={<WarningIcon />} data-testid="water-no-general-alarm">
          {noGeneralAlarmText(t)}
        </Alert>
      )}
      {problem && (
        <Alert
          color="red"
          variant="light"
          icon={<WarningIcon />}
          role="alert"
          style={{ whiteSpace: 'pre-line' }}
        >
          {problem}
        </Alert>
      )}
      <Group>
        <Button color={step === 'lock' ? 'blue' : 'red'} onClick={submit} disabled={blocked !== null}>
          {t(`water.actions.${step}`)}
        </Button>
      </Group>
    </Stack>
  );
}
