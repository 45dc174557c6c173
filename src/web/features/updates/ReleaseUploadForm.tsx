import { Button, FileInput, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RELEASE_DEVICE_KINDS } from '../../../domain/updates.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useWriteAction } from '../../api/useWriteAction.ts';
import { type ReleaseUploadInput, updatesApi, updatesKeys } from './updatesApi.ts';

const EMPTY: ReleaseUploadInput = { deviceKind: 'FGP', version: '', sha256: '', notes: '' };

/** Uploads a firmware file with its device kind, version, notes and the manufacturer's SHA-256 checksum. */
export function ReleaseUploadForm() {
  const { t } = useTranslation();
  const api = useApi();
  const act = useWriteAction(updatesKeys.all);
  const [input, setInput] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const set = (field: keyof ReleaseUploadInput) => (value: string) => setInput({ ...input, [field]: value });
  const submit = async () => {
    if (!file) return;
    if (await act(() => updatesApi(api).upload(input, file))) {
      setInput(EMPTY);
      setFile(null);
    }
  };
  return (
    <Stack gap="sm" maw={720}>
      <Title order={2}>{t('updates.releases.upload')}</Title>
      <Group grow align="start">
        <Select
          label={t('updates.releases.kind')}
          data={RELEASE_DEVICE_KINDS.map((kind) => ({ value: kind, label: t(`updates.kinds.${kind}`) }))}
          value={input.deviceKind}
          onChange={(value) => set('deviceKind')(value ?? 'FGP')}
          allowDeselect={false}
        />
        <TextInput
          label={t('updates.releases.version')}
          value={input.version}
          onChange={(e) => set('version')(e.currentTarget.value)}
        />
      </Group>
      <TextInput
        label={t('updates.releases.checksum')}
        description={t('updates.releases.checksumHint')}
        value={input.sha256}
        onChange={(e) => set('sha256')(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      <Textarea
        label={t('updates.releases.notes')}
        value={input.notes}
        onChange={(e) => set('notes')(e.currentTarget.value)}
        autosize
        minRows={2}
      />
      <FileInput label={t('updates.releases.file')} value={file} onChange={setFile} clearable />
      <Group>
        <Button onClick={() => void submit()} disabled={!file || !input.version || !input.sha256}>
          {t('updates.releases.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
