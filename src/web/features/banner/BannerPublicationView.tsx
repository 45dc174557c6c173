import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSwissTime } from '../../../domain/swissTime.ts';
import type { OverlayContentProps } from '../../shell/overlays/overlayContentProps.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { BannerPopupRoutes } from './BannerPopupRoutes.tsx';
import { BannerTextsView } from './BannerTextsView.tsx';
import { useBannerPublication } from './useBannerQueries.ts';

function PublicationPanel({ onJournal }: { onJournal(): void }) {
  const { t } = useTranslation();
  const publication = useBannerPublication();
  if (publication.isError)
    return <LoadFailure messageKey="banner.failures.loading" onRetry={() => void publication.refetch()} />;
  if (!publication.data) return <Loading label={t('banner.loading')} />;
  const { banner, publicationDate } = publication.data;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Badge color={banner ? 'green' : 'gray'} variant="light" data-testid="banner-publication-state">
          {t(banner ? 'banner.view.active' : 'banner.view.inactive')}
        </Badge>
        {publicationDate && (
          <Text size="sm">
            {t(banner ? 'banner.view.publishedAt' : 'banner.view.revokedAt', {
              date: formatSwissTime(publicationDate),
            })}
          </Text>
        )}
      </Group>
      {banner ? <BannerTextsView texts={banner} /> : <Text c="gray.7">{t('banner.view.none')}</Text>}
      <Group>
        <Button variant="subtle" onClick={onJournal}>
          {t('banner.actions.journal')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Popup `showBannerPublication`: the banner the public sees now, read-only, with the journal. */
export function BannerPublicationView({ path }: OverlayContentProps) {
  return (
    <BannerPopupRoutes
      base="showBannerPublication"
      path={path}
      main={(openJournal) => <PublicationPanel onJournal={openJournal} />}
    />
  );
}
