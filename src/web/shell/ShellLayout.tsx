import { AppShell } from '@mantine/core';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '../auth/AuthContext.ts';
import { useIdleSignOut } from '../auth/useIdleSignOut.ts';
import { BannerLiveSync } from '../features/banner/BannerLiveSync.tsx';
import { DashboardLiveSync } from '../features/home/DashboardLiveSync.tsx';
import { LiveProvider } from '../live/LiveProvider.tsx';
import { NOTICE_SPACE } from '../ui/layers.ts';
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
  const { emergencyMode } = useShellStatus();
  useModeBodyClass(me.operationMode);
  useQueryNotices();
  useDocumentTitle();
  useIdleSignOut(idleMinutes, logout, location.key);
  const pageLeaveGuard = useRef<LeaveQuestion | null>(null);

  return (
    <LiveProvider>
      {permissions.has('BANNER_VIEW') && <BannerLiveSync />}
      {permissions.has('HOME_VIEW') && <DashboardLiveSync />}
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
        {/* Room below the page for the wake-up notice while it shows, so that it covers nothing for good. */}
        <AppShell.Main
          style={{
            paddingBottom: `calc(var(--app-shell-footer-offset, 0rem) + var(--app-shell-padding) + var(${NOTICE_SPACE}, 0px))`,
          }}
        >
          <EmergencyModeWarning active={emergencyMode} />
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
    </LiveProvider>
  );
}
