import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';

type PageLoader = () => Promise<{ Component: ComponentType }>;

const page =
  (name: 'UnlockDamPage' | 'AlarmDamPage' | 'LockDamPage'): PageLoader =>
  async () => ({ Component: (await import('./WaterPages.tsx'))[name] });

/** The pages of the `water` screen: unlock, alarm, lock; the bare address opens unlock. */
export const waterRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/water/unlock" replace /> },
  { path: 'unlock', lazy: page('UnlockDamPage') },
  { path: 'alarm', lazy: page('AlarmDamPage') },
  { path: 'lock', lazy: page('LockDamPage') },
  { path: '*', element: <Navigate to="/water/unlock" replace /> },
];
