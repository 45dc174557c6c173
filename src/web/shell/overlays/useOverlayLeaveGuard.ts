import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation } from 'react-router';
import { usePopups } from '../../ui/popups/PopupsProvider.tsx';
import { changedSlots, type OverlaySlot } from './overlayAddress.ts';
import type { LeaveQuestion } from './overlayRegistry.ts';
import type { OverlayState } from './overlayStates.ts';

const GENERAL_QUESTION: LeaveQuestion = {
  titleKey: 'overlays.leave.title',
  messageKey: 'overlays.leave.text',
};

export type DirtyReporters = Record<OverlaySlot, (dirty: boolean) => void>;

function questionOf(states: readonly OverlayState[], slot: OverlaySlot | undefined): LeaveQuestion {
  const state = states.find((candidate) => candidate.slot === slot);
  return (state?.status === 'open' && state.entry.confirmLeave) || GENERAL_QUESTION;
}

/** Asks the browser to confirm reload or leaving the site while `active`. */
function useUnloadWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/**
 * Holds which overlays have unsaved changes and asks before any navigation (close button, Escape, back,
 * a link) would close or replace one of them. This is the router's one blocker for the whole console.
 */
export function useOverlayLeaveGuard(
  states: readonly OverlayState[],
  page?: RefObject<LeaveQuestion | null>,
): DirtyReporters {
  const { t } = useTranslation();
  const { confirm } = usePopups();
  const { search } = useLocation();
  const dirty = useRef(new Set<OverlaySlot>());
  const [anyDirty, setAnyDirty] = useState(false);
  const asking = useRef(false);

  const reporters = useMemo<DirtyReporters>(() => {
    const reporter = (slot: OverlaySlot) => (isDirty: boolean) => {
      if (isDirty) dirty.current.add(slot);
      else dirty.current.delete(slot);
      setAnyDirty(dirty.current.size > 0);
    };
    return { dialog1: reporter('dialog1'), dialog2: reporter('dialog2'), popup: reporter('popup') };
  }, []);

  // A page with unsaved changes (PageLeaveGuardContext) is left when the path changes, not the overlays.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changedSlots(currentLocation.search, nextLocation.search).some((slot) => dirty.current.has(slot)) ||
      (page?.current != null && currentLocation.pathname !== nextLocation.pathname),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    const leaving = changedSlots(search, blocker.location.search).filter((slot) => dirty.current.has(slot));
    const question = leaving.length === 0 && page?.current ? page.current : questionOf(states, leaving[0]);
    void confirm({
      title: t(question.titleKey),
      message: t(question.messageKey),
      buttonOkName: t(question.discardKey ?? 'overlays.leave.discard'),
      buttonNotOkName: t('overlays.leave.stay'),
      // Unsaved work is lost for good: the focus starts on Stay, so a reflexive Enter keeps it.
      critical: true,
      // Nothing leaves the console: the LIVE warning stays for what does.
      staysInConsole: true,
    }).then((leave) => {
      asking.current = false;
      if (!leave) return blocker.reset();
      for (const slot of leaving) reporters[slot](false);
      if (page) page.current = null;
      blocker.proceed();
    });
  }, [blocker, search, states, confirm, reporters, t, page]);

  useUnloadWarning(anyDirty);
  return reporters;
}
