import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CH_ALL } from '../../../domain/session.ts';
import { useMe } from '../../auth/AuthContext.ts';
import type { OverlayContentProps } from '../../shell/overlays/overlayContentProps.ts';
import { LastKnown } from '../../ui/last-known/LastKnown.tsx';
import { BannerForm } from './BannerForm.tsx';
import { BannerPopupRoutes } from './BannerPopupRoutes.tsx';
import { useBanner } from './useBannerQueries.ts';

function BannerEditLoader({ onJournal }: { onJournal(): void }) {
  const banner = useBanner();
  return (
    <LastKnown query={banner} loadingKey="banner.loading" failedKey="banner.failures.loading">
      {(loaded) => <BannerForm banner={loaded} onJournal={onJournal} />}
    </LastKnown>
  );
}

/** Popup `editBanner`: the edit form, its journal and past versions; national organisations (CH_ALL) only. */
export function BannerEditor({ path, onClose }: OverlayContentProps) {
  const { t } = useTranslation();
  const { organisationCharacteristic } = useMe();
  if (organisationCharacteristic !== CH_ALL) {
    return (
      <Stack>
        <Alert color="orange" role="alert" title={t('banner.refusal.title')}>
          {t('banner.refusal.text')}
        </Alert>
        <Button variant="default" onClick={onClose} w="fit-content">
          {t('banner.actions.close')}
        </Button>
      </Stack>
    );
  }
  return (
    <BannerPopupRoutes
      base="editBanner"
      path={path}
      main={(openJournal) => <BannerEditLoader onJournal={openJournal} />}
    />
  );
}
