import { Suspense } from 'react';
import { useParams } from 'react-router';
import { registryEntry } from '../../../domain/registry/index.ts';
import { lazyPart } from '../../shell/errors/lazyPart.tsx';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { ComingSoonRoutePage } from '../coming-soon/ComingSoonRoutePage.tsx';
import { CUSTOM_DATA_PAGES } from './customDataPages.ts';

// The grid and its AG Grid chunk load only when a built data page is opened.
const DataGridPage = lazyPart(async () => (await import('./DataGridPage.tsx')).DataGridPage);

/**
 * /data/<key>: the page built for the resource, else the generic grid of its registry entry, else "being
 * prepared" for pages not built yet.
 */
export function DataRoutePage() {
  const { resource = '' } = useParams();
  const Custom = CUSTOM_DATA_PAGES[resource]?.list;
  const entry = registryEntry(resource);
  if (!Custom && !entry) return <ComingSoonRoutePage />;
  return (
    <Suspense fallback={<PageLoading />}>
      {Custom ? <Custom key={resource} /> : entry && <DataGridPage key={entry.resource.key} entry={entry} />}
    </Suspense>
  );
}

/** /data/<key>/<id>: the detail page of a resource that has one, else "being prepared". */
export function DataDetailRoutePage() {
  const { resource = '' } = useParams();
  const Detail = CUSTOM_DATA_PAGES[resource]?.detail;
  if (!Detail) return <ComingSoonRoutePage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Detail />
    </Suspense>
  );
}
