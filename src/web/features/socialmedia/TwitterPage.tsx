import { Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { AccountForm } from './AccountForm.tsx';
import { PostOutbox } from './PostOutbox.tsx';
import { socialMediaCalls, socialMediaKeys } from './socialMediaApi.ts';

/**
 * /socialmedias/twitter (TWITTER_EDIT): the organisation's account and the outbox of its posts, which
 * refreshes live as posts are written and sent.
 */
export function TwitterPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const account = useQuery({
    queryKey: socialMediaKeys.account,
    queryFn: () => socialMediaCalls.account(api),
  });
  const posts = useQuery({ queryKey: socialMediaKeys.posts, queryFn: () => socialMediaCalls.posts(api) });
  const reload = () => void queryClient.invalidateQueries({ queryKey: socialMediaKeys.posts });
  useLiveTopic('resources/socialposts', reload);
  useLiveConnected(reload);

  return (
    <Stack p="lg" gap="lg">
      <Title order={1}>{t('menu.screens.twitter')}</Title>
      <Text c="dimmed" maw={760}>
        {t('socialMedia.intro')}
      </Text>
      {account.isPending && <Loading label={t('socialMedia.loading')} />}
      {account.isError && (
        <LoadFailure messageKey="socialMedia.loadFailed" onRetry={() => void account.refetch()} />
      )}
      {account.data && <AccountForm key={account.data.changedAt ?? 'unset'} account={account.data} />}
      {posts.isError && (
        <LoadFailure messageKey="socialMedia.loadFailed" onRetry={() => void posts.refetch()} />
      )}
      {posts.data && <PostOutbox posts={posts.data} />}
    </Stack>
  );
}
