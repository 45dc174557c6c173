import type { ComponentType } from 'react';
import type { Permission } from '../../../domain/permissions.ts';
import type { LeaveQuestion } from './leaveGuard.ts';
import type { OverlayOutlet } from './overlayAddress.ts';
import type { OverlayContentProps } from './overlayContentProps.ts';

export type { LeaveQuestion } from './leaveGuard.ts';
export type { OverlayContentProps } from './overlayContentProps.ts';

export interface OverlayEntry {
  /** First segment of the slot value (`?dialog1=<name>/...`). */
  name: string;
  outlet: OverlayOutlet;
  titleKey: string;
  /** The title for the path after the name where it depends on it (a count for plural texts); else titleKey. */
  titleOf?: (path: readonly string[]) => { titleKey: string; count?: number } | null;
  /** All of them are needed; without them the overlay is not opened. */
  permissions: readonly Permission[];
  /** Fetches the content's code only when the overlay is first opened. */
  load: () => Promise<ComponentType<OverlayContentProps>>;
  /** Asked instead of the general question when the content has unsaved changes. */
  confirmLeave?: LeaveQuestion;
  /** Initial size in px (dialogs can be resized; the popup outlet takes the width). */
  size?: { width: number; height: number };
}

/** Every dialog and popup the console can show from its address (SPEC.md §2 "Dialogs and popups"). */
export const OVERLAYS: readonly OverlayEntry[] = [
  {
    name: 'helpselection',
    outlet: 'dialog',
    titleKey: 'overlays.titles.helpSelection',
    permissions: [],
    size: { width: 460, height: 440 },
    load: async () => (await import('../../features/help/HelpSelection.tsx')).HelpSelection,
  },
  {
    name: 'helpdisplay',
    outlet: 'dialog',
    titleKey: 'overlays.titles.helpDisplay',
    permissions: [],
    size: { width: 860, height: 720 },
    load: async () => (await import('../../features/help/HelpDisplay.tsx')).HelpDisplay,
  },
  {
    name: 'sendreport',
    outlet: 'dialog',
    titleKey: 'overlays.titles.sendReport',
    permissions: ['GRID_DATA_EXPORT_EMAIL'],
    confirmLeave: { titleKey: 'overlays.sendReport.leaveTitle', messageKey: 'overlays.sendReport.leaveText' },
    size: { width: 640, height: 480 },
    load: async () => (await import('../../features/data/report/SendReportDialog.tsx')).SendReportDialog,
  },
  {
    // Also needs organisation characteristic CH_ALL: the content refuses otherwise (the user's set cannot say).
    name: 'editBanner',
    outlet: 'popup',
    titleKey: 'banner.popup.edit',
    permissions: ['BANNER_EDIT'],
    confirmLeave: { titleKey: 'banner.leave.title', messageKey: 'banner.leave.text' },
    size: { width: 820, height: 720 },
    load: async () => (await import('../../features/banner/BannerEditor.tsx')).BannerEditor,
  },
  {
    name: 'showBannerPublication',
    outlet: 'popup',
    titleKey: 'banner.popup.view',
    permissions: ['BANNER_VIEW'],
    size: { width: 820, height: 640 },
    load: async () => (await import('../../features/banner/BannerPublicationView.tsx')).BannerPublicationView,
  },
  {
    // The send form; `sendManualWakeupFromHome/sent/<id>/<id>…` what sending made (one wake-up per
    // organisation), `sendManualWakeupFromHome/<id>` one wake-up (home link /wakeups/{id}).
    name: 'sendManualWakeupFromHome',
    outlet: 'popup',
    titleKey: 'wakeups.send.title',
    titleOf: ([first, ...rest]) => {
      if (first === 'sent') return { titleKey: 'wakeups.sent.title', count: rest.length };
      return first ? { titleKey: 'wakeups.detail.title' } : null;
    },
    permissions: ['WAKEUP_VIEW', 'WAKEUP_EDIT'],
    confirmLeave: { titleKey: 'wakeups.send.leaveTitle', messageKey: 'wakeups.send.leaveText' },
    size: { width: 900, height: 760 },
    load: async () => (await import('../../features/wakeups/WakeupPopup.tsx')).WakeupPopup,
  },
];

export function findOverlay(
  registry: readonly OverlayEntry[],
  outlet: OverlayOutlet,
  name: string,
): OverlayEntry | undefined {
  return registry.find((entry) => entry.outlet === outlet && entry.name === name);
}
