import { Button } from '@mantine/core';

import { useTranslation } from 'react-i18next';
import { bannerPillMode } from '../../../domain/navigation.ts';
import { useMe, usePermissions } from '../../auth/AuthContext.ts';
import { useBannerPublication } from '../../features/banner/useBannerQueries.ts';
import { useLanguage } from '../../i18n.ts';
import { DeferredTooltip } from '../../ui/floating/DeferredTooltip.tsx';
import { useOverlayNavigation } from '../overlays/useOverlayNavigation.ts';

/**
 * Opens the national banner: for editing (BANNER_EDIT and CH_ALL) or, failing that, read-only. Green and
 * saying "banner active" while one is published (kept current by the live banner messages), with its title
 * as tooltip.
 */
export function BannerPill() {
  const { organisationCharacteristic } = useMe();
  const mode = bannerPillMode(usePermissions(), organisationCharacteristic);
  const { openPopup } = useOverlayNavigation();
  if (!mode) return null;
  return (
    <BannerPillButton
      mode={mode}
      onOpen={() => openPopup(mode === 'edit' ? 'editBanner' : 'showBannerPublication')}
    />
  );
}

function BannerPillButton({ mode, onOpen }: { mode: 'edit' | 'view'; onOpen(): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const published = useBannerPublication().data?.banner ?? null;
  const title = published ? published.title[language] || published.title[published.primaryLanguage] : null;
  const state = t(published ? 'shell.header.banner.active' : 'shell.header.banner.inactive');
  return (
    <DeferredTooltip label={title ? t('shell.header.banner.activeTitle', { title }) : state}>
      <Button
        radius="xl"
        size="compact-sm"
        color={published ? 'green' : 'gray'}
        variant={mode === 'edit' ? 'filled' : 'light'}
        data-banner-state={published ? 'active' : 'inactive'}
        aria-label={`${t(`shell.header.banner.${mode}`)} (${state})`}
        onClick={onOpen}
      >
        {published ? state : t(`shell.header.banner.${mode}`)}
      </Button>
    </DeferredTooltip>
  );
}
