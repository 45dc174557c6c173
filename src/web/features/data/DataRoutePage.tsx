import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { registryEntry } from '../../../domain/registry/index.ts';
import { lazyPart } from '../../shell/errors/lazyPart.tsx';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { ToResourceList } from '../../shell/routing/ToResourceList.tsx';
import { CUSTOM_DATA_PAGES } from './customDataPages.ts';

// The grid and its AG Grid chunk load only when a built data page is opened.
const DataGridPage = lazyPart(async () => (await import('./DataGridPage.tsx')).DataGridPage);

/**
 * /data/<key>: the page built for the resource, else the generic grid of its registry entry (every
 * resource has one of the two; an unknown key leads home).
 */
export function DataRoutePage() {
  const { resource = '' } = useParams();
  const Custom = CUSTOM_DATA_PAGES[resource]?.list;
  const entry = registryEntry(resource);
  if (!Custom && !entry) return <Navigate to="/home" replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      {Custom ? <Custom key={resource} /> : entry && <DataGridPage key={entry.resource.key} entry={entry} />}
    </Suspense>
  );
}

/** /data/<key>/<id>: the detail page of a resource that has one, else its list (a grid opens rows itself). */
export function DataDetailRoutePage() {
  const { resource = '' } = useParams();
  const Detail = CUSTOM_DATA_PAGES[resource]?.detail;
  if (!Detail) return <ToResourceList />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Detail />
    </Suspense>
  );
}
