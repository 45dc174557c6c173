import { Button, FileButton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueImportResult } from '../../../domain/textCatalogue.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { usePopups } from '../../ui/popups/PopupsProvider.tsx';
import { textsCalls } from './textsApi.ts';

class NotJsonFile extends Error {}

async function jsonOf(file: File): Promise<unknown> {
  try {
    return JSON.parse(await file.text());
  } catch {
    throw new NotJsonFile();
  }
}

/**
 * The import of a JSON export on /textpictograms/export (TEXT_TEMPLATE_EDIT): the server takes it whole or
 * not at all; the popup says what was added, changed and left, or which entry was refused.
 */
export function CatalogueImport() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const onError = useHttpErrorHandler();
  const { showError, showInfo } = usePopups();
  const reset = useRef<() => void>(null);
  const summary = ({ entries, pictograms }: CatalogueImportResult) =>
    t('texts.import.summary', {
      entriesAdded: entries.added,
      entriesChanged: entries.changed,
      entriesUnchanged: entries.unchanged,
      pictogramsAdded: pictograms.added,
      pictogramsChanged: pictograms.changed,
      pictogramsUnchanged: pictograms.unchanged,
    });
  const importFile = useMutation({
    mutationFn: async (file: File) => textsCalls.importCatalogue(api, await jsonOf(file)),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: ['catalogue'] });
      await queryClient.invalidateQueries({ queryKey: ['pictograms'] });
      void showInfo(t('texts.import.done'), summary(result));
    },
    // The popups stay open until read; the button is free again at once.
    onError: (error) =>
      void (error instanceof NotJsonFile
        ? showError(t('texts.import.failed'), t('texts.import.notJson'))
        : onError(error, 'texts.import.failed')),
    onSettled: () => reset.current?.(),
  });
  return (
    <Stack gap="xs" maw={760}>
      <Title order={2} size="h4">
        {t('texts.import.button')}
      </Title>
      <Text c="dimmed">{t('texts.import.intro')}</Text>
      <FileButton
        resetRef={reset}
        accept="application/json,.json"
        onChange={(file) => file && importFile.mutate(file)}
      >
        {(props) => (
          <Button {...props} variant="default" loading={importFile.isPending} w="fit-content">
            {t('texts.import.button')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
