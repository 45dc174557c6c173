import { VisuallyHidden } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router';
import { OVERLAY_SLOTS } from '../overlays/overlayAddress.ts';
import { usePageTitleKey } from '../routing/usePageTitleKey.ts';
import { focusIsLost, focusPageStart, mainRegion, pageHeading } from './pageStart.ts';

/** How long a page may take to show its heading before the focus goes to its main region instead. */
export const HEADING_WAIT_MS = 5_000;

function opensOverlay(search: string): boolean {
  const params = new URLSearchParams(search);
  return OVERLAY_SLOTS.some((slot) => params.has(slot));
}

/**
 * Waits for the page's heading (its code and data may still be on the way), then moves the focus to it
 * if nobody has it (WAI: after a client-side navigation the focus goes to the new content). Says the page
 * through `announce` when the focus cannot go to a heading. Returns the cleanup.
 */
function followNavigation(main: HTMLElement, announce: () => void): () => void {
  let done = false;
  const finish = (withHeading: boolean) => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    if (!focusIsLost(main)) return announce();
    focusPageStart(main);
    if (!withHeading) announce();
  };
  const observer = new MutationObserver(() => {
    if (!done && pageHeading(main)) finish(true);
  });
  const timer = setTimeout(() => finish(false), HEADING_WAIT_MS);
  if (pageHeading(main)) finish(true);
  else observer.observe(main, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/**
 * After a client-side navigation to another page: the focus goes to the new page's main heading and a
 * screen reader hears it (or, without a heading, the page's name from a polite live region). Not on the
 * first load, not for the first load's redirects, and not when the address opens a dialog or popup (it
 * takes the focus itself). Renders the live region.
 */
export function PageFocus() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigationType = useNavigationType();
  const titleKey = usePageTitleKey();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef({ pathname: location.pathname, navigated: false });
  // Read when the page changes, not followed: a filter written to the address is no new page.
  const pageName = titleKey ? t(titleKey) : '';
  const announce = useEffectEvent(() =>
    setAnnouncement(t('shell.pageOpened', { page: pageName || document.title })),
  );
  const pageChanged = useEffectEvent((pathname: string) => {
    const before = previous.current;
    if (before.pathname === pathname) return;
    const navigated = before.navigated || navigationType !== 'REPLACE';
    previous.current = { pathname, navigated };
    const main = mainRegion();
    if (!navigated || !main || opensOverlay(location.search)) return;
    setAnnouncement('');
    // The page's name as it is once the heading came (its title may load with the page).
    return followNavigation(main, () => announce());
  });

  useEffect(() => pageChanged(location.pathname), [location.pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
