import { ActionIcon } from '@mantine/core';

import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../ui/floating/DeferredTooltip.tsx';
import { HelpIcon } from '../../ui/icons.tsx';
import { useOverlayNavigation } from '../overlays/useOverlayNavigation.ts';

/** Opens the list of help manuals in the first dialog. */
export function HelpButton() {
  const { t } = useTranslation();
  const { openDialog } = useOverlayNavigation();
  return (
    <DeferredTooltip label={t('shell.header.help')}>
      <ActionIcon
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={t('shell.header.help')}
        onClick={() => openDialog('dialog1', 'helpselection')}
      >
        <HelpIcon />
      </ActionIcon>
    </DeferredTooltip>
  );
}
