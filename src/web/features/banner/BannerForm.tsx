import { Button, Group, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BannerTexts } from '../../../domain/banner.ts';
import { bannerEditStatus } from '../../../domain/banner.ts';
import { LANGUAGES, type Language } from '../../../domain/session.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { useLeaveGuard } from '../../shell/overlays/leaveGuard.ts';
import { DraftRestoredNotice } from '../../ui/last-known/DraftRestoredNotice.tsx';
import { NeedsServer } from '../../ui/last-known/NeedsServer.tsx';
import { useKeptDraft, useRestoredDraft, useSaveOnRecovery } from '../../ui/last-known/useLocalDraft.ts';
import { BannerLanguageTabs } from './BannerLanguageTabs.tsx';
import { BannerStatusHeading } from './BannerStatusHeading.tsx';
import type { Banner } from './bannerApi.ts';
import { useBannerActions } from './useBannerActions.ts';
import { useBannerForm } from './useBannerForm.ts';

export interface BannerFormProps {
  banner: Banner;
  onJournal(): void;
}

const DRAFT_SCOPE = 'banner';

/** The national banner's edit form: four languages, the primary language, save, publish and revoke. */
export function BannerForm({ banner, onJournal }: BannerFormProps) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const restored = useRestoredDraft<BannerTexts>(DRAFT_SCOPE);
  const form = useBannerForm(banner, restored);
  // The banner has no version: its draft names none.
  useKeptDraft(DRAFT_SCOPE, { value: form.values, version: 0, dirty: form.dirty });
  const actions = useBannerActions((saved) => form.reset(saved));
  const save = () => form.check() && actions.save(form.values);
  useSaveOnRecovery(form.dirty, save);
  useLeaveGuard(form.dirty);
  const status = bannerEditStatus(banner, form.dirty);
  const mayPublish = permissions.has('BANNER_PUBLISH');

  return (
    <Stack gap="md">
      <BannerStatusHeading banner={banner} status={status} />
      {restored && <DraftRestoredNotice />}
      <Radio.Group
        label={t('banner.form.primaryLanguage')}
        description={t('banner.form.primaryLanguageHint')}
        value={form.values.primaryLanguage}
        onChange={(value) => form.setPrimaryLanguage(value as Language)}
      >
        <Group gap="md" mt={4}>
          {LANGUAGES.map((lang) => (
            <Radio key={lang} value={lang} label={t(`shell.language.names.${lang}`)} />
          ))}
        </Group>
      </Radio.Group>
      <BannerLanguageTabs
        values={form.values}
        problems={form.problems}
        language={form.language}
        onLanguageChange={form.setLanguage}
        onChange={form.change}
        onBlur={form.blur}
      />
      <NeedsServer>
        <Group justify="space-between">
          <Button variant="subtle" onClick={onJournal}>
            {t('banner.actions.journal')}
          </Button>
          <Group gap="xs">
            {mayPublish && (
              <Button
                color="red"
                variant="outline"
                disabled={banner.state !== 'ACTIVE'}
                onClick={actions.revoke}
              >
                {t('banner.actions.revoke')}
              </Button>
            )}
            {/* A pale "light" button read as disabled: Save is outlined next to Publish, else the main action. */}
            <Button variant={mayPublish ? 'default' : 'filled'} onClick={save}>
              {t('banner.actions.save')}
            </Button>
            {mayPublish && (
              <Button onClick={() => form.check() && actions.publish(form.values)}>
                {t('banner.actions.publish')}
              </Button>
            )}
          </Group>
        </Group>
      </NeedsServer>
    </Stack>
  );
}
