import { useEffect } from 'react';

/** Returns the focus to the element that had it when the component appeared, once the component is gone. */
export function useReturnFocus() {
  useEffect(() => {
    const previous = document.activeElement;
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);
}
