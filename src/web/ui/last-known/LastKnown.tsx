import { Alert, Box, Group, Loader, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../LoadFailure.tsx';
import { Loading } from '../Loading.tsx';
import { LastKnownNotice } from './LastKnownNotice.tsx';
import { type LastKnownView, lastKnownOf, type QueryFacts } from './lastKnown.ts';
import { useServerDown } from './useServerDown.ts';

/** A query as a screen shows it: its facts and a way to ask again. */
export type ShownQuery<T> = QueryFacts<T> & { refetch(): unknown };

/** The view of a query under the central system's current state (see `lastKnownOf`). */
export function useLastKnown<T>(query: QueryFacts<T>): LastKnownView<T> {
  return lastKnownOf(query, useServerDown());
}

/** While the server is away and this screen has nothing from before: says so instead of spinning. */
export function NothingLoadedYet() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" role="status">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" />
        {t('ui.lastKnown.nothingYet')}
      </Group>
    </Alert>
  );
}

export interface LastKnownProps<T> {
  query: ShownQuery<T>;
  /** i18n keys: the spinner's label and the failure's text. */
  loadingKey: string;
  failedKey: string;
  /** The screen's content for its (possibly last-known) data; the age notice shows above it. */
  children(data: T): ReactNode;
  /** The page's padding, for a screen whose content pads itself: the age notice lines up with it. */
  inset?: MantineSpacing;
}

/** A screen part around its query: last-known data with its age, a spinner, a wait in an outage, or a failure. */
export function LastKnown<T>({ query, loadingKey, failedKey, children, inset }: LastKnownProps<T>) {
  const { t } = useTranslation();
  const view = useLastKnown(query);
  if (view.kind === 'loading') return <Loading label={t(loadingKey)} />;
  if (view.kind === 'waiting') return <NothingLoadedYet />;
  if (view.kind === 'failed')
    return <LoadFailure messageKey={failedKey} onRetry={() => void query.refetch()} />;
  return (
    <>
      {inset === undefined || view.asOf === null ? (
        <LastKnownNotice asOf={view.asOf} />
      ) : (
        <Box px={inset} pt={inset}>
          <LastKnownNotice asOf={view.asOf} />
        </Box>
      )}
      {children(view.data)}
    </>
  );
}
