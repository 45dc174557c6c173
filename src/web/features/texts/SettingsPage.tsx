import { Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GlobalSettings, IMAGE_LIMIT_KB } from '../../../domain/globalSettings.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { keepAnswer } from '../../api/keepAnswer.ts';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { EditorSection } from '../events/editor/EditorSection.tsx';
import { textsCalls, textsKeys } from './textsApi.ts';
import { useTextsLive } from './useTextsLive.ts';

function SettingsForm({ initial }: { initial: GlobalSettings }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const onError = useHttpErrorHandler();
  const readOnly = !usePermissions().has('GLOBAL_SETTINGS_EDIT');
  const [value, setValue] = useState(initial);
  const save = useMutation({
    mutationFn: () => textsCalls.saveSettings(api, value),
    onSuccess: (saved) => keepAnswer(queryClient, textsKeys.settings, saved),
    onError: (error) => onError(error, 'texts.saveFailed'),
  });
  const url = (key: keyof GlobalSettings['urls']) => (
    <TextInput
      label={t(`settings.urls.${key}`)}
      description={t(`settings.urls.uses.${key}`)}
      value={value.urls[key]}
      readOnly={readOnly}
      onChange={(e) => setValue({ ...value, urls: { ...value.urls, [key]: e.currentTarget.value } })}
      maw={520}
    />
  );
  const contact = (key: keyof GlobalSettings['publicContact']) => (
    <TextInput
      label={t(`settings.publicContact.${key}`)}
      value={value.publicContact[key]}
      readOnly={readOnly}
      onChange={(e) =>
        setValue({ ...value, publicContact: { ...value.publicContact, [key]: e.currentTarget.value } })
      }
      maw={520}
    />
  );
  return (
    <Stack gap="md" maw={900}>
      <EditorSection title={t('settings.images')}>
        <NumberInput
          label={t('settings.imageUploadMaxKb')}
          min={IMAGE_LIMIT_KB.min}
          max={IMAGE_LIMIT_KB.max}
          value={value.imageUploadMaxKb}
          readOnly={readOnly}
          onChange={(v) => setValue({ ...value, imageUploadMaxKb: Number(v) || IMAGE_LIMIT_KB.min })}
          maw={260}
        />
      </EditorSection>
      <EditorSection title={t('settings.urls.title')}>
        {url('publicWebsite')}
        {url('capFeed')}
        {url('helpDesk')}
      </EditorSection>
      <EditorSection title={t('settings.publicContact.title')}>
        {contact('name')}
        {contact('email')}
        {contact('phone')}
      </EditorSection>
      {!readOnly && (
        <Group>
          <Button disabled={save.isPending} onClick={() => save.mutate()}>
            {t('texts.save')}
          </Button>
          {save.isSuccess && (
            <Text c="green" role="status">
              {t('texts.saved')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}

/** /globalsettings: image upload limit, service addresses and the public contact (GLOBAL_SETTINGS_EDIT saves). */
export function SettingsPage() {
  useTextsLive();
  const { t } = useTranslation();
  const api = useApi();
  const settings = useQuery({ queryKey: textsKeys.settings, queryFn: () => textsCalls.settings(api) });
  return (
    <Stack p="lg" gap="md">
      <Title order={1}>{t('menu.screens.globalSettings')}</Title>
      {settings.isError && (
        <LoadFailure messageKey="texts.loadFailed" onRetry={() => void settings.refetch()} />
      )}
      {settings.isPending && <Loading label={t('texts.loading')} />}
      {settings.data && <SettingsForm initial={settings.data} />}
    </Stack>
  );
}
