import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BannerEditStatus } from '../../../domain/banner.ts';
import { formatSwissTime } from '../../../domain/swissTime.ts';
import type { Banner } from './bannerApi.ts';

const STATUS_COLOURS: Record<BannerEditStatus, string> = {
  new: 'gray',
  activeEdited: 'orange',
  activeUnchanged: 'green',
  revoked: 'red',
};

/** What the operator is editing (new, active edited or not, revoked) and when it last changed. */
export function BannerStatusHeading({ banner, status }: { banner: Banner; status: BannerEditStatus }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Title order={3} size="h4">
          {t(`banner.status.${status}.title`)}
        </Title>
        <Badge color={STATUS_COLOURS[status]} variant="light">
          {t(`banner.status.${status}.badge`)}
        </Badge>
      </Group>
      <Text size="sm" c="gray.7">
        {t(`banner.status.${status}.hint`)}
      </Text>
      <Group gap="lg">
        {banner.lastChangeDate && (
          <Text size="sm" data-testid="banner-last-change">
            {t('banner.dates.lastChange', {
              date: formatSwissTime(banner.lastChangeDate),
              user: banner.lastChangedBy ?? '',
            })}
          </Text>
        )}
        {banner.lastPublicationDate && (
          <Text size="sm" data-testid="banner-last-publication">
            {t('banner.dates.lastPublication', { date: formatSwissTime(banner.lastPublicationDate) })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
