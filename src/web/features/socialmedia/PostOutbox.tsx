import { Anchor, Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SocialPostState, SocialPostView } from '../../../domain/socialMedia.ts';
import { formatEventTime } from '../events/eventLabels.ts';

const STATE_COLOURS: Record<SocialPostState, string> = {
  PENDING: 'gray',
  SENDING: 'blue',
  POSTED: 'green',
  FAILED: 'red',
};

/** The posts of the published LIVE events, newest first, with their state. */
export function PostOutbox({ posts }: { posts: SocialPostView[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        {t('socialMedia.outbox.title')}
      </Title>
      {posts.length === 0 ? (
        <Text size="sm">{t('socialMedia.outbox.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table striped aria-label={t('socialMedia.outbox.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('socialMedia.outbox.columns.createdAt')}</Table.Th>
                <Table.Th>{t('socialMedia.outbox.columns.event')}</Table.Th>
                <Table.Th>{t('socialMedia.outbox.columns.text')}</Table.Th>
                <Table.Th>{t('socialMedia.outbox.columns.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {posts.map((post) => (
                <Table.Tr key={post.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatEventTime(post.createdAt)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {t('socialMedia.outbox.eventVersion', { eventId: post.eventId, version: post.version })}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lang={post.language}>
                      {post.text.slice(0, post.text.length - post.link.length)}
                      <Anchor href={post.link} target="_blank" rel="noreferrer" size="sm">
                        {post.link}
                      </Anchor>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLOURS[post.state]} variant="light">
                      {t(`socialMedia.outbox.states.${post.state}`)}
                    </Badge>
                    {post.postedAt && (
                      <Text size="xs" c="dimmed">
                        {formatEventTime(post.postedAt)}
                      </Text>
                    )}
                    {post.failure && (
                      <Text size="xs" c="red.8">
                        {post.failure}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
