import { resourceTitleKey, screenTitleKey } from '../../../domain/navigation.ts';
import { resourceByKey } from '../../../domain/resources/index.ts';
import { useCurrentScreen, useResourceParam } from './routeHandle.ts';

/** The i18n key of the current page's title: its /data resource or its screen; null when neither. */
export function usePageTitleKey(): string | null {
  const resourceKey = useResourceParam();
  const screen = useCurrentScreen();
  const resource = resourceKey ? resourceByKey(resourceKey) : undefined;
  if (resource) return resourceTitleKey(resource);
  return screen ? screenTitleKey(screen) : null;
}
