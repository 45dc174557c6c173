import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { registryEntry } from '../../../domain/registry/index.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { ComingSoonRoutePage } from '../coming-soon/ComingSoonRoutePage.tsx';

// The grid and its AG Grid chunk load only when a built data page is opened.
const DataGridPage = lazy(async () => ({ default: (await import('./DataGridPage.tsx')).DataGridPage }));

/** /data/<key>: the generic grid of a registry entry, or "being prepared" for pages not built yet. */
export function DataRoutePage() {
  const { resource = '' } = useParams();
  const entry = registryEntry(resource);
  if (!entry) return <ComingSoonRoutePage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <DataGridPage key={entry.resource.key} entry={entry} />
    </Suspense>
  );
}
