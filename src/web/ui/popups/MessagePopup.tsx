import { Button, Group, Text, ThemeIcon } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon, WarningIcon } from '../icons.tsx';
import { POPUP_FOCUS_DELAY_MS } from './focusDelay.ts';
import { PopupFrame } from './PopupFrame.tsx';
import type { MessageTone } from './popupRequests.ts';

export interface MessagePopupProps {
  tone: MessageTone;
  title: string;
  message: string;
  zIndex: number;
  onClose: () => void;
}

/** The error popup and the information popup: a title, a message and OK, which closes it. */
export function MessagePopup({ tone, title, message, zIndex, onClose }: MessagePopupProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const ok = useRef<HTMLButtonElement>(null);
  const error = tone === 'error';
  return (
    <PopupFrame
      title={title}
      role={error ? 'alertdialog' : 'dialog'}
      zIndex={zIndex}
      onDismiss={onClose}
      onEnter={onClose}
      initialFocus={ok}
      focusDelayMs={POPUP_FOCUS_DELAY_MS}
      describedBy={messageId}
      icon={
        <ThemeIcon variant="light" color={error ? 'red' : 'blue'} radius="xl" size="lg">
          {error ? <WarningIcon /> : <InfoIcon />}
        </ThemeIcon>
      }
    >
      <Text id={messageId} style={{ whiteSpace: 'pre-line' }}>
        {message}
      </Text>
      <Group justify="flex-end" mt="lg" data-popup-actions>
        <Button ref={ok} onClick={onClose}>
          {t('ui.popups.ok')}
        </Button>
      </Group>
    </PopupFrame>
  );
}
