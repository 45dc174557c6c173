import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type DialogSlot, type OverlaySlot, searchWithSlot } from './overlayAddress.ts';

export interface OverlayNavigation {
  /** Shows `path` (`helpdisplay/manual.pdf`) in a dialog; the other slots stay as they are. */
  openDialog(slot: DialogSlot, path: string): void;
  closeDialog(slot: DialogSlot): void;
  openPopup(path: string): void;
  closePopup(): void;
}

/** Opens and closes dialogs and the popup outlet by changing the address, so reload and back keep them. */
export function useOverlayNavigation(): OverlayNavigation {
  const { search } = useLocation();
  const navigate = useNavigate();
  return useMemo(() => {
    const set = (slot: OverlaySlot, value: string | null) =>
      navigate({ search: searchWithSlot(search, slot, value) });
    return {
      openDialog: (slot, path) => set(slot, path),
      closeDialog: (slot) => set(slot, null),
      openPopup: (path) => set('popup', path),
      closePopup: () => set('popup', null),
    };
  }, [search, navigate]);
}
