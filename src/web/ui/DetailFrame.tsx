import { Anchor, type MantineSpacing, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/http.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { Loading } from './Loading.tsx';
import { NothingLoadedYet, useLastKnown } from './last-known/LastKnown.tsx';
import { LastKnownNotice } from './last-known/LastKnownNotice.tsx';

/** The i18n keys of a detail page's frame. */
export interface DetailFrameTexts {
  backKey: string;
  loadingKey: string;
  notFoundKey: string;
  loadFailedKey: string;
}

export interface DetailFrameProps<T> {
  query: UseQueryResult<T>;
  /** The list the back link leads to; without it (the record in a popup) there is no back link. */
  listPath?: string;
  texts: DetailFrameTexts;
  gap: MantineSpacing;
  /** The page once the record is loaded, below the back link. */
  children(record: T): ReactNode;
}

/**
 * A detail page around its loaded record: a spinner while loading; a record the user may not see or that
 * does not exist reads as not found (403 as 404), any other failure offers a retry; in an outage the
 * last-known record with its age (or a wait when there is none); on a page always a way back.
 */
export function DetailFrame<T>({ query, listPath, texts, gap, children }: DetailFrameProps<T>) {
  const { t } = useTranslation();
  const view = useLastKnown(query);
  if (view.kind === 'loading') return <Loading label={t(texts.loadingKey)} />;
  const back = listPath ? (
    <Anchor component={Link} to={listPath} size="sm">
      {t(texts.backKey)}
    </Anchor>
  ) : null;
  if (view.kind !== 'data') {
    const notFound =
      view.kind === 'failed' && view.error instanceof ApiError && [403, 404].includes(view.error.status);
    return (
      <Stack p="lg" gap="md">
        {back}
        {view.kind === 'waiting' && <NothingLoadedYet />}
        {notFound && <Text role="alert">{t(texts.notFoundKey)}</Text>}
        {view.kind === 'failed' && !notFound && (
          <LoadFailure messageKey={texts.loadFailedKey} onRetry={() => void query.refetch()} />
        )}
      </Stack>
    );
  }
  return (
    <Stack p="lg" gap={gap}>
      {back}
      <LastKnownNotice asOf={view.asOf} />
      {children(view.data)}
    </Stack>
  );
}
