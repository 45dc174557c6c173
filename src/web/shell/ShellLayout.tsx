import { AppShell } from '@mantine/core';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '../auth/AuthContext.ts';
import { useIdleSignOut } from '../auth/useIdleSignOut.ts';
import { BannerLiveSync } from '../features/banner/BannerLiveSync.tsx';
import { DashboardLiveSync } from '../features/home/DashboardLiveSync.tsx';
import { LiveProvider } from '../live/LiveProvider.tsx';
import { NOTICE_COLUMN, NOTICE_SPACE } from '../ui/layers.ts';
import { PageFocus } from './focus/PageFocus.tsx';
import { MAIN_ID } from './focus/pageStart.ts';
import { SkipLink } from './focus/SkipLink.tsx';
import { Header } from './header/Header.tsx';
import { EmergencyModeWarning } from './mode/EmergencyModeWarning.tsx';
import { useModeBodyClass } from './mode/OperationModeBar.tsx';
import { PageLeaveGuardContext } from './overlays/leaveGuard.ts';
import type { LeaveQuestion } from './overlays/overlayRegistry.ts';
import { ShellOverlays } from './overlays/ShellOverlays.tsx';
import { PageLoading } from './PageLoading.tsx';
import { usePageTitleKey } from './routing/usePageTitleKey.ts';
import { useShellStatus } from './ShellStatus.ts';
import { SideMenuNavbar } from './side-menu/SideMenuNavbar.tsx';
import { useSideMenu } from './side-menu/useSideMenu.ts';
import { useQueryNotices } from './useQueryNotices.ts';

const HEADER_HEIGHT = 28 + 56;
/** CSS variable with the fixed header's height: a focused field scrolls clear of it (shell.css). */
const HEADER_SPACE = '--shell-header-space';

function useHeaderSpace() {
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(HEADER_SPACE, `${HEADER_HEIGHT}px`);
    return () => {
      root.removeProperty(HEADER_SPACE);
    };
  }, []);
}

function useDocumentTitle() {
  const { t } = useTranslation();
  const titleKey = usePageTitleKey();
  const product = t('shell.productName');
  const page = titleKey ? t(titleKey) : null;
  useEffect(() => {
    document.title = page ? `${page} – ${product}` : product;
  }, [page, product]);
}

/** The frame around every page: mode bar, header, side menu, dialogs and popups, live updates and session upkeep. */
export function ShellLayout() {
  const { me, permissions, idleMinutes, logout } = useAuth();
  const location = useLocation();
  const sideMenu = useSideMenu();
  const { emergencyMode, emergencyNotice } = useShellStatus();
  useModeBodyClass(me.operationMode);
  useQueryNotices();
  useDocumentTitle();
  useHeaderSpace();
  useIdleSignOut(idleMinutes, logout, location.key);
  const pageLeaveGuard = useRef<LeaveQuestion | null>(null);

  return (
    <LiveProvider>
      {/* The first Tab stop: before the wake-up notice and the header. */}
      <SkipLink />
      {permissions.has('BANNER_VIEW') && <BannerLiveSync />}
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{
          width: 280,
          breakpoint: 'sm',
          collapsed: { mobile: !sideMenu.shown, desktop: !sideMenu.shown },
        }}
        padding={0}
      >
        <AppShell.Header>
          <Header sideMenu={sideMenu} />
        </AppShell.Header>
        {sideMenu.available && <SideMenuNavbar shown={sideMenu.shown} />}
        {/*
         * Room for the wake-up notice while it shows (bottom left), so that it covers nothing: below the page,
         * and at its left the notice's column where the side menu, collapsed, leaves none.
         */}
        <AppShell.Main
          id={MAIN_ID}
          tabIndex={-1}
          style={{
            outline: 'none',
            paddingInlineStart: `calc(max(var(--app-shell-navbar-offset, 0rem), var(${NOTICE_COLUMN}, 0px)) + var(--app-shell-padding))`,
            paddingBottom: `calc(var(--app-shell-footer-offset, 0rem) + var(--app-shell-padding) + var(${NOTICE_SPACE}, 0px))`,
          }}
        >
          <EmergencyModeWarning active={emergencyMode} notice={emergencyNotice} />
          <PageFocus />
          <Suspense fallback={<PageLoading />}>
            <PageLeaveGuardContext.Provider value={pageLeaveGuard}>
              <Outlet />
            </PageLeaveGuardContext.Provider>
          </Suspense>
        </AppShell.Main>
        <ShellOverlays
          permissions={permissions}
          operationMode={me.operationMode}
          pageLeaveGuard={pageLeaveGuard}
        />
      </AppShell>
      {/* After the frame: the wake-up notice it shows comes in the Tab order after the page, not first. */}
      {permissions.has('HOME_VIEW') && <DashboardLiveSync />}
    </LiveProvider>
  );
}
