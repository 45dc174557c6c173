import { Box } from '@mantine/core';
import { useCallback } from 'react';
import type { OverlayContentProps } from '../../shell/overlays/overlayContentProps.ts';
import { useOverlayNavigation } from '../../shell/overlays/useOverlayNavigation.ts';
import { WakeupDetailView } from './detail/WakeupDetailView.tsx';
import { SendWakeupForm } from './send/SendWakeupForm.tsx';
import { SentWakeups } from './send/SentWakeups.tsx';

const isId = (segment: string | undefined) => /^[1-9]\d*$/.test(segment ?? '');

/**
 * Popup `sendManualWakeupFromHome`: the send form; `sendManualWakeupFromHome/sent/<id>/<id>…` (where sending
 * leads) every wake-up the sending made; with one wake-up's number after it that wake-up, with its actions.
 */
export function WakeupPopup({ path }: OverlayContentProps) {
  const { openPopup } = useOverlayNavigation();
  const showSent = useCallback(
    (wakeupIds: number[]) => openPopup(['sendManualWakeupFromHome', 'sent', ...wakeupIds].join('/')),
    [openPopup],
  );
  if (path[0] === 'sent') {
    const ids = path.slice(1).filter(isId).map(Number);
    return (
      <Box p="md">
        <SentWakeups ids={ids} />
      </Box>
    );
  }
  // The wake-up's frame brings its own margin, as on its page.
  if (isId(path[0])) return <WakeupDetailView key={path[0]} id={Number(path[0])} />;
  return (
    <Box p="md">
      <SendWakeupForm onSent={showSent} />
    </Box>
  );
}
