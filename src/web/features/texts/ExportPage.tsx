import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type CatalogueExport, catalogueCsv } from '../../../domain/textCatalogue.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { usePermissions } from '../../auth/AuthContext.ts';
import { download } from '../data/grid/gridExport.ts';
import { CatalogueImport } from './CatalogueImport.tsx';
import { textsCalls } from './textsApi.ts';

/**
 * /textpictograms/export: the whole catalogue for the public app, as JSON or as CSV (the same content); an
 * editor imports a JSON export here too.
 */
export function ExportPage() {
  const { t } = useTranslation();
  const api = useApi();
  const onError = useHttpErrorHandler();
  const canEdit = usePermissions().has('TEXT_TEMPLATE_EDIT');
  const fetchExport = useMutation({
    mutationFn: async (format: 'json' | 'csv') => ({
      format,
      catalogue: await api.get<CatalogueExport>(textsCalls.exportUrl('json')),
    }),
    onSuccess: ({ format, catalogue }) =>
      format === 'json'
        ? download('text-catalogue.json', JSON.stringify(catalogue, null, 2), 'application/json')
        : download('text-catalogue.csv', catalogueCsv(catalogue), 'text/csv;charset=utf-8'),
    onError: (error) => onError(error, 'texts.export.failed'),
  });
  return (
    <Stack p="lg" gap="md">
      <Title order={1}>{t('menu.screens.textPictogramsExport')}</Title>
      <Text c="dimmed" maw={760}>
        {t('texts.export.intro')}
      </Text>
      <Group>
        <Button loading={fetchExport.isPending} onClick={() => fetchExport.mutate('json')}>
          {t('texts.export.json')}
        </Button>
        <Button variant="default" loading={fetchExport.isPending} onClick={() => fetchExport.mutate('csv')}>
          {t('texts.export.csv')}
        </Button>
      </Group>
      {canEdit && <CatalogueImport />}
    </Stack>
  );
}
