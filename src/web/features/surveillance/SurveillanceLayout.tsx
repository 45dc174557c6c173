import { Flex, Stack, Title } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SirenCondition } from '../../../domain/devices.ts';
import { useMe } from '../../auth/AuthContext.ts';
import { lazyPart } from '../../shell/errors/lazyPart.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { NothingLoadedYet, type ShownQuery, useLastKnown } from '../../ui/last-known/LastKnown.tsx';
import { LastKnownNotice } from '../../ui/last-known/LastKnownNotice.tsx';
import { useNow } from '../../ui/last-known/useNow.ts';
import type { PointsMap as LoadedPointsMap } from '../../ui/map/PointsMap.tsx';
import type { MapPoint } from '../../ui/map/pointsMap.ts';
import { CONDITION_PALETTE, conditionKey, countByCondition } from './conditions.ts';
import { filtered, NO_FILTER, SurveillanceFilters } from './SurveillanceFilters.tsx';
import type { SurveillanceGrid as LoadedGrid } from './SurveillanceGrid.tsx';
import { SurveillanceSummary } from './SurveillanceSummary.tsx';

// AG Grid and OpenLayers (over a megabyte) load beside the rows' request instead of before it: the page
// mounts, and asks the server, as soon as its own small chunk is there. lazyPart keeps the props but not
// the rows' type parameter, which the casts give back.
const SurveillanceGrid = lazyPart(
  async () => (await import('./SurveillanceGrid.tsx')).SurveillanceGrid,
) as typeof LoadedGrid;
const PointsMap = lazyPart(
  async () => (await import('../../ui/map/PointsMap.tsx')).PointsMap,
) as typeof LoadedPointsMap;

// Ages ("3 min ago") move on this often, without asking the server.
const AGE_TICK_MS = 30_000;

export interface SurveillanceLayoutProps<T extends { id: number; stateCode: string }> {
  title: string;
  /** The rows' query: its rows, or why there are none (loading, the server away, a failed load). */
  query: ShownQuery<readonly T[]>;
  /** i18n key of the failed load's text ("The condition of the sirens could not be loaded."). */
  failedKey: string;
  columns: ColDef<T>[];
  conditionOf(row: T): SirenCondition;
  /** Where a row is drawn; null keeps it off the map. */
  pointOf(row: T): MapPoint<SirenCondition> | null;
  /** "452 sirens", "12 groups": the summary's total. */
  totalText(count: number): string;
  /** "Loading the sirens …": the summary's text until the rows are there. */
  loadingText: string;
  /** The map's text for screen readers. */
  mapLabel(count: number): string;
}

/**
 * A surveillance page: title, summary, filters, then the grid and the map of the same rows, side by side on a wide
 * screen; below 1408 pixels the map goes under the grid, which keeps the whole width for its columns. Rows that
 * may be old (a reload failed, the server is away) show with their age; without any rows a failed load says so
 * with a way to try again, and an outage says the rows come once the server answers (they then do by themselves,
 * as after every live notice and reconnection).
 */
export function SurveillanceLayout<T extends { id: number; stateCode: string }>(
  props: SurveillanceLayoutProps<T>,
) {
  const view = useLastKnown(props.query);
  if (view.kind === 'failed' || view.kind === 'waiting')
    return (
      <Stack p="lg" gap="sm">
        <Title order={1}>{props.title}</Title>
        {view.kind === 'failed' ? (
          <LoadFailure messageKey={props.failedKey} onRetry={() => void props.query.refetch()} />
        ) : (
          <NothingLoadedYet />
        )}
      </Stack>
    );
  return (
    <SurveillanceContent
      {...props}
      rows={view.kind === 'data' ? view.data : undefined}
      asOf={view.kind === 'data' ? view.asOf : null}
    />
  );
}

/** The page with its rows (undefined while they load), and when they arrived if they may be old. */
function SurveillanceContent<T extends { id: number; stateCode: string }>(
  props: SurveillanceLayoutProps<T> & { rows: readonly T[] | undefined; asOf: number | null },
) {
  const { t } = useTranslation();
  const me = useMe();
  const now = useNow(AGE_TICK_MS);
  const [filter, setFilter] = useState(NO_FILTER);
  const { rows = [], conditionOf, pointOf } = props;
  const cantons = useMemo(() => [...new Set(rows.map((row) => row.stateCode))].sort(), [rows]);
  const inCanton = useMemo(
    () => filtered(rows, { ...NO_FILTER, canton: filter.canton }, conditionOf),
    [rows, filter.canton, conditionOf],
  );
  const shown = useMemo(() => filtered(inCanton, filter, conditionOf), [inCanton, filter, conditionOf]);
  const [searched, setSearched] = useState<T[]>([]);
  const points = useMemo(() => searched.flatMap((row) => pointOf(row) ?? []), [searched, pointOf]);
  const counts = useMemo(
    () => (props.rows === undefined ? undefined : countByCondition(inCanton, conditionOf)),
    [props.rows, inCanton, conditionOf],
  );
  const focus =
    filter.canton ?? (me.stateCode !== 'CH' && cantons.length === 1 ? (cantons[0] ?? null) : null);

  return (
    <Stack p="lg" gap="sm" h="calc(100vh - 120px)">
      <Title order={1}>{props.title}</Title>
      <LastKnownNotice asOf={props.asOf} />
      <SurveillanceSummary
        total={props.totalText(inCanton.length)}
        counts={counts}
        loadingText={props.loadingText}
      />
      <SurveillanceFilters filter={filter} cantons={cantons} onChange={setFilter} />
      <Flex gap="md" style={{ flex: 1, minHeight: 360 }} direction={{ base: 'column', xl: 'row' }}>
        <div style={{ flex: 3, minHeight: 320 }}>
          <Suspense fallback={<Loading label={props.loadingText} />}>
            <SurveillanceGrid
              rows={props.rows === undefined ? undefined : shown}
              columns={props.columns}
              conditionOf={conditionOf}
              now={now}
              search={filter.search}
              onShown={setSearched}
            />
          </Suspense>
        </div>
        <div style={{ flex: '0 0 34%', minHeight: 320 }}>
          <Suspense fallback={<Loading label={props.loadingText} />}>
            <PointsMap
              points={points}
              palette={CONDITION_PALETTE}
              focus={focus}
              label={props.mapLabel(points.length)}
              legendLabel={(condition) => t(conditionKey(condition))}
            />
          </Suspense>
        </div>
      </Flex>
    </Stack>
  );
}
