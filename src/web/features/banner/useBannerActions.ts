import { useTranslation } from 'react-i18next';
import type { BannerTexts } from '../../../domain/banner.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { ApiError } from '../../api/http.ts';
import { httpErrorMessage } from '../../api/httpErrorMessage.ts';
import { useAuth, useMe } from '../../auth/AuthContext.ts';
import { usePopups } from '../../ui/popups/PopupsProvider.tsx';
import { type Banner, bannerCalls } from './bannerApi.ts';
import { useBannerChanged } from './useBannerQueries.ts';

/** Save, publish and revoke with their confirmations and the failure texts of SPEC.md §8. */
export function useBannerActions(onDone: (banner: Banner) => void) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { confirm, showError, withWait } = usePopups();
  const { relogin } = useAuth();
  const { operationMode } = useMe();
  const changed = useBannerChanged();

  async function run(work: () => Promise<Banner>, failureKey: string) {
    try {
      const banner = await withWait(work());
      changed(banner);
      onDone(banner);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return relogin();
      await showError(t(failureKey), httpErrorMessage(error, i18n));
    }
  }

  return {
    save: (texts: BannerTexts) => run(() => bannerCalls.save(api, texts), 'banner.failures.saving'),
    async publish(texts: BannerTexts) {
      const ok = await confirm({
        title: t('banner.confirm.publishTitle'),
        message: t('banner.confirm.publishText'),
        buttonOkName: t('banner.actions.publish'),
        buttonNotOkName: t('banner.actions.cancel'),
        // Shown at once on the website and in the app, for all of Switzerland.
        critical: true,
        operationMode,
        reachesPopulation: true,
      });
      if (ok) await run(() => bannerCalls.publish(api, texts), 'banner.failures.publishing');
    },
    async revoke() {
      const ok = await confirm({
        title: t('banner.confirm.revokeTitle'),
        message: t('banner.confirm.revokeText'),
        buttonOkName: t('banner.actions.revoke'),
        buttonNotOkName: t('banner.actions.cancel'),
        critical: true,
        operationMode,
      });
      if (ok) await run(() => bannerCalls.revoke(api), 'banner.failures.revoking');
    },
  };
}
