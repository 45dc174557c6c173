import { Box } from '@mantine/core';
import { useCallback } from 'react';
import type { OverlayContentProps } from '../../shell/overlays/overlayContentProps.ts';
import { useOverlayNavigation } from '../../shell/overlays/useOverlayNavigation.ts';
import { WakeupDetailView } from './detail/WakeupDetailView.tsx';
import { SendWakeupForm } from './send/SendWakeupForm.tsx';

/**
 * Popup `sendManualWakeupFromHome`: the send form; with a wake-up's number after it
 * (`sendManualWakeupFromHome/<id>`, where sending leads) that wake-up, with its actions.
 */
export function WakeupPopup({ path }: OverlayContentProps) {
  const { openPopup } = useOverlayNavigation();
  const showSent = useCallback(
    (wakeupId: number) => openPopup(`sendManualWakeupFromHome/${wakeupId}`),
    [openPopup],
  );
  const id = Number(path[0]);
  // The wake-up's frame brings its own margin, as on its page.
  if (Number.isInteger(id) && id > 0) return <WakeupDetailView key={id} id={id} />;
  return (
    <Box p="md">
      <SendWakeupForm onSent={showSent} />
    </Box>
  );
}
