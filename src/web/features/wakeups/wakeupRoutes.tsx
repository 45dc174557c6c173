import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type PageLoader = () => Promise<{ Component: ComponentType }>;

const list: PageLoader = async () => ({
  Component: (await import('./list/WakeupListPage.tsx')).WakeupListPage,
});
const detail: PageLoader = async () => ({
  Component: (await import('./detail/WakeupDetailPage.tsx')).WakeupDetailPage,
});

/** The pages of the `wakeups` screen: the list (with the send form in the popup outlet) and one wake-up. */
export const wakeupRoutes: RouteObject[] = [
  { index: true, lazy: list },
  { path: ':wakeupId', lazy: detail },
];
