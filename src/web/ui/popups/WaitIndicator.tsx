import { FocusTrap, Loader, Portal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYERS } from '../layers.ts';
import { useReturnFocus } from '../useReturnFocus.ts';
import classes from './WaitIndicator.module.css';

/** Blocks the console (mouse and keyboard) with a spinner while a slow piece of work runs. */
export function WaitIndicator() {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useReturnFocus(box);
  return (
    <Portal>
      <FocusTrap active>
        <div className={classes.root} style={{ zIndex: LAYERS.wait }}>
          <Stack
            ref={box}
            className={classes.box}
            align="center"
            gap="sm"
            role="status"
            aria-label={t('ui.wait.label')}
            aria-live="polite"
            aria-busy="true"
            tabIndex={-1}
            data-autofocus
          >
            <Loader size="lg" />
            <Text fw={600}>{t('ui.wait.label')}</Text>
          </Stack>
        </div>
      </FocusTrap>
    </Portal>
  );
}
