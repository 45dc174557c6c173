import { Fieldset, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_TEXT } from '../alertText.ts';
import { useServerDown } from './useServerDown.ts';

/**
 * Actions that need the server (save, publish, approve, new …): off while it is away, with the reason
 * beside them; links inside stay usable. They come back by themselves on recovery.
 */
export function NeedsServer({ children }: { children: ReactNode }) {
  const down = useServerDown();
  return (
    <>
      <Fieldset variant="unstyled" disabled={down} p={0} m={0} miw={0}>
        {children}
      </Fieldset>
      <ActionsOffReason />
    </>
  );
}

/** Why actions are off, while the server is away (beside actions a form disables one by one). */
export function ActionsOffReason() {
  const { t } = useTranslation();
  const down = useServerDown();
  if (!down) return null;
  return (
    <Text size="sm" c={ALERT_TEXT.warning} role="status">
      {t('ui.lastKnown.actionsOff')}
    </Text>
  );
}
