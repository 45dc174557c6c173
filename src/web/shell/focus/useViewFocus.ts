import { useEffect, useRef } from 'react';
import { focusIsLost, focusPageStart, mainRegion } from './pageStart.ts';

/**
 * For a page that swaps its view in place, without a new address (a list for its form and back): when `view`
 * changes and the focus went with the view it was in, it goes to the page's heading, as after a navigation.
 */
export function useViewFocus(view: unknown) {
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    const main = mainRegion();
    if (main && focusIsLost(main)) focusPageStart(main);
  }, [view]);
}
