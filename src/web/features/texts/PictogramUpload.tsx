import { Alert, FileInput, Image, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageProblems } from '../../../domain/pictogramImages.ts';
import type { PictogramKind, PictogramRead } from '../../../domain/textCatalogue.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { emptyTexts, LanguageFields, type PerLanguage } from './LanguageFields.tsx';
import { FormButtons } from './TextList.tsx';
import { textsCalls, textsKeys } from './textsApi.ts';

interface Chosen {
  mediaType: string;
  base64: string;
  preview: string;
  problems: string[];
}

async function read(file: File, maxBytes: number): Promise<Chosen> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
  return {
    mediaType: file.type,
    base64: dataUrl.slice(dataUrl.indexOf(',') + 1),
    preview: dataUrl,
    problems: imageProblems(file.type, bytes, maxBytes),
  };
}

/**
 * Upload of a pictogram (PNG or SVG up to the global settings' limit): checked here already, so the
 * operator sees why a file is refused before sending it, and checked again by the server.
 */
export function PictogramUpload({
  kind,
  pictogram,
  onDone,
}: {
  kind: PictogramKind;
  pictogram: PictogramRead | null;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const onError = useHttpErrorHandler();
  const settings = useQuery({ queryKey: textsKeys.settings, queryFn: () => textsCalls.settings(api) });
  const [code, setCode] = useState(pictogram?.code ?? '');
  const [label, setLabel] = useState<PerLanguage>(pictogram?.label ?? emptyTexts());
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const limitKb = settings.data?.imageUploadMaxKb ?? 0;
  const save = useMutation({
    mutationFn: (image: Chosen) =>
      textsCalls.savePictogram(api, kind, pictogram?.id ?? null, {
        code,
        label,
        image: { mediaType: image.mediaType, base64: image.base64 },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: textsKeys.pictograms(kind) });
      onDone();
    },
    onError: (error) => onError(error, 'texts.pictograms.uploadFailed'),
  });
  return (
    <Stack gap="sm" maw={900}>
      <TextInput
        label={t('texts.code')}
        description={t('texts.codeHint')}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
        required
        maw={320}
      />
      <LanguageFields name="label" labelKey="texts.pictograms.label" value={label} onChange={setLabel} />
      <FileInput
        label={t('texts.pictograms.file')}
        description={t('texts.pictograms.fileHint', { limitKb })}
        accept="image/png,image/svg+xml"
        onChange={async (file) => setChosen(file ? await read(file, limitKb * 1024) : null)}
        maw={420}
        required
      />
      {chosen && chosen.problems.length > 0 && (
        <Alert color="red" role="alert" title={t('texts.pictograms.refused')}>
          {chosen.problems
            .map((p) => t(`texts.errors.image.${p}`, { limitKb, type: chosen.mediaType }))
            .join(' ')}
        </Alert>
      )}
      {chosen && chosen.problems.length === 0 && (
        <Image src={chosen.preview} alt={t('texts.pictograms.preview')} w={96} h={96} fit="contain" />
      )}
      <FormButtons
        saveLabel={t('texts.pictograms.upload')}
        canSave={!!chosen && chosen.problems.length === 0 && !save.isPending}
        onSave={() => chosen && save.mutate(chosen)}
        onCancel={onDone}
      />
    </Stack>
  );
}
