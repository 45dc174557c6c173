import { lazy, type RefObject, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { OperationMode } from '../../../domain/session.ts';
import { OverlayContent } from './OverlayContent.tsx';
import { OVERLAY_SLOTS, type OverlaySlot, searchWithSlot } from './overlayAddress.ts';
import { type LeaveQuestion, OVERLAYS, type OverlayEntry } from './overlayRegistry.ts';
import { type OverlayState, type RefusedOverlay, resolveOverlay } from './overlayStates.ts';
import { useOverlayLeaveGuard } from './useOverlayLeaveGuard.ts';
import { useRefusedOverlays } from './useRefusedOverlays.ts';

export interface ShellOverlaysProps {
  /** The signed-in user's permissions; an overlay needing others is not opened. */
  permissions: ReadonlySet<string>;
  operationMode: OperationMode;
  /** Where the page writes its question before being left with unsaved changes (PageLeaveGuardContext). */
  pageLeaveGuard?: RefObject<LeaveQuestion | null>;
  /** The overlays that can be opened; the console's registry unless a test brings its own. */
  registry?: readonly OverlayEntry[];
}

// The frames come in a chunk of their own when the first overlay opens: none is open when the console starts.
const OverlayDialog = lazy(() =>
  import('./OverlayDialog.tsx').then((module) => ({ default: module.OverlayDialog })),
);
const OverlayPopup = lazy(() =>
  import('./OverlayPopup.tsx').then((module) => ({ default: module.OverlayPopup })),
);

type OpenOverlay = Extract<OverlayState, { status: 'open' }>;

/**
 * Draws what the address asks for: `?dialog1=…` below `?dialog2=…` (floating, draggable) and the popup
 * outlet `?popup=…` (modal). Mounted once in the shell layout.
 */
export function ShellOverlays({
  permissions,
  operationMode,
  pageLeaveGuard,
  registry = OVERLAYS,
}: ShellOverlaysProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const states = useMemo(() => {
    const params = new URLSearchParams(search);
    return OVERLAY_SLOTS.map((slot) => resolveOverlay(slot, params.get(slot), registry, permissions));
  }, [search, registry, permissions]);
  const refused = useMemo(
    () => states.filter((state): state is RefusedOverlay => state.status === 'refused'),
    [states],
  );
  useRefusedOverlays(refused);
  const reportDirty = useOverlayLeaveGuard(states, pageLeaveGuard);

  const close = (slot: OverlaySlot) => navigate({ search: searchWithSlot(search, slot, null) });
  const render = ({ slot, entry, path }: OpenOverlay) => {
    const content = (
      <OverlayContent
        key={entry.name}
        entry={entry}
        path={path}
        reportDirty={reportDirty[slot]}
        onClose={() => {
          reportDirty[slot](false);
          close(slot);
        }}
      />
    );
    const titled = entry.titleOf?.(path);
    const title = titled ? t(titled.titleKey, { count: titled.count }) : t(entry.titleKey);
    if (slot === 'popup') {
      return (
        <OverlayPopup
          key={slot}
          title={title}
          operationMode={operationMode}
          width={entry.size?.width}
          onDismiss={() => close(slot)}
        >
          {content}
        </OverlayPopup>
      );
    }
    return (
      <OverlayDialog
        key={slot}
        slot={slot}
        title={title}
        operationMode={operationMode}
        size={entry.size}
        onDismiss={() => close(slot)}
      >
        {content}
      </OverlayDialog>
    );
  };

  return (
    <Suspense fallback={null}>
      {states.filter((state): state is OpenOverlay => state.status === 'open').map(render)}
    </Suspense>
  );
}
