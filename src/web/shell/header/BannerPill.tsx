import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bannerPillMode } from '../../../domain/navigation.ts';
import { useMe, usePermissions } from '../../auth/AuthContext.ts';
import { useOverlayNavigation } from '../overlays/useOverlayNavigation.ts';

/** Opens the national banner: for editing (BANNER_EDIT and CH_ALL) or, failing that, read-only. */
export function BannerPill() {
  const { t } = useTranslation();
  const { organisationCharacteristic } = useMe();
  const mode = bannerPillMode(usePermissions(), organisationCharacteristic);
  const { openPopup } = useOverlayNavigation();
  if (!mode) return null;
  return (
    <Button
      radius="xl"
      size="compact-sm"
      variant={mode === 'edit' ? 'filled' : 'light'}
      onClick={() => openPopup(mode === 'edit' ? 'editBanner' : 'showBannerPublication')}
    >
      {t(`shell.header.banner.${mode}`)}
    </Button>
  );
}
