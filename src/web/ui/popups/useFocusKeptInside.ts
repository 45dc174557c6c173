import { type RefCallback, useCallback } from 'react';

/**
 * A ref for a popup's frame: when the focused element inside it goes (the content showed another view, e.g.
 * the banner's journal), the frame takes the focus instead of the page body, so that Escape and Tab still act
 * on the popup.
 */
export function useFocusKeptInside(): RefCallback<HTMLElement> {
  return useCallback((frame: HTMLElement | null) => {
    if (!frame) return;
    let focused: Element | null = null;
    const remember = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && focused && !focused.isConnected) frame.focus({ preventScroll: true });
    });
    frame.addEventListener('focusin', remember);
    observer.observe(frame, { childList: true, subtree: true });
    return () => {
      frame.removeEventListener('focusin', remember);
      observer.disconnect();
    };
  }, []);
}
