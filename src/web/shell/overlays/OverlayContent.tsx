import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { LeaveGuardContext } from './leaveGuard.ts';
import type { OverlayContentProps, OverlayEntry } from './overlayRegistry.ts';

type LazyContent = LazyExoticComponent<ComponentType<OverlayContentProps>>;

const contents = new WeakMap<OverlayEntry, LazyContent>();

// A failed fetch of the code is forgotten, so that "try again" fetches it anew instead of repeating the failure.
function lazyContentOf(entry: OverlayEntry): LazyContent {
  let content = contents.get(entry);
  if (!content) {
    content = lazy(async () => {
      try {
        return { default: await entry.load() };
      } catch (error) {
        contents.delete(entry);
        throw error;
      }
    });
    contents.set(entry, content);
  }
  return content;
}

function LoadedContent({ entry, ...props }: OverlayContentProps & { entry: OverlayEntry }) {
  const Content = lazyContentOf(entry);
  return <Content {...props} />;
}

export interface OverlayContentFrameProps extends OverlayContentProps {
  entry: OverlayEntry;
  reportDirty: (dirty: boolean) => void;
}

/**
 * The routed content of a dialog or popup: fetched lazily, with a spinner meanwhile. A failure (its code or
 * its data) shows in the overlay itself, so the address and the page behind stay as they are (SPEC.md §8).
 */
export function OverlayContent({ entry, reportDirty, path, onClose }: OverlayContentFrameProps) {
  const { t } = useTranslation();
  return (
    <LeaveGuardContext.Provider value={reportDirty}>
      <ErrorBoundary
        fallback={(_, reset) => <LoadFailure messageKey="overlays.contentFailed" onRetry={reset} />}
      >
        <Suspense fallback={<Loading label={t('overlays.loading')} />}>
          <LoadedContent entry={entry} path={path} onClose={onClose} />
        </Suspense>
      </ErrorBoundary>
    </LeaveGuardContext.Provider>
  );
}
