import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { noticeText } from '../NoticeText.tsx';
import { searchWithSlot } from './overlayAddress.ts';
import type { RefusedOverlay } from './overlayStates.ts';

const NOTICE_MS = 8_000;

/**
 * An overlay the user may not see, or that does not exist, is not opened: its parameter leaves the address
 * (replacing the history entry, so back does not bring it again) and a notice says why; the page stays.
 */
export function useRefusedOverlays(refused: readonly RefusedOverlay[]) {
  const { search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (refused.length === 0) return;
    let next = search;
    for (const overlay of refused) {
      notifications.show({
        id: `overlay-refused:${overlay.slot}:${overlay.value}`,
        color: 'red',
        title: noticeText((t) => t('overlays.refused.title')),
        message: noticeText((t) =>
          t(overlay.reason === 'forbidden' ? 'overlays.refused.forbidden' : 'overlays.refused.unknown'),
        ),
        autoClose: NOTICE_MS,
      });
      next = searchWithSlot(next, overlay.slot, null);
    }
    navigate({ search: next }, { replace: true });
  }, [refused, search, navigate]);
}
