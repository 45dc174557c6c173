import { Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRequest } from '../../../../domain/registry/report.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../../api/useHttpErrorHandler.ts';
import { usePopups } from '../../../ui/popups/PopupsProvider.tsx';
import { bytesOf, reportApi } from '../reportApi.ts';

export interface ReportPreviewProps {
  request: ReportRequest;
  /** Called with true once the operator has a preview of exactly this request. */
  onPreviewed(previewed: boolean): void;
  /** The map the PDF will carry (PNG, base64); absent when it carries none. */
  mapImage?: () => Promise<string>;
}

/** Builds the PDF as it will be sent and shows it; sending a PDF needs this preview first (SPEC.md §5). */
export function ReportPreview({ request, onPreviewed, mapImage }: ReportPreviewProps) {
  const { t } = useTranslation();
  const client = useApi();
  const { withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  const [url, setUrl] = useState<string | null>(null);
  const requestKey = `${JSON.stringify(request)}|${mapImage ? 'map' : ''}`;

  // A changed request (another document type or page) makes the shown preview stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: requestKey stands for the request's content.
  useEffect(() => {
    setUrl(null);
    onPreviewed(false);
  }, [requestKey, onPreviewed]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const handlePreview = async () => {
    try {
      const map = mapImage && (await mapImage());
      const pdf = await withWait(reportApi(client).document(map ? { ...request, mapImage: map } : request));
      setUrl(URL.createObjectURL(new Blob([bytesOf(pdf.dataBase64)], { type: pdf.contentType })));
      onPreviewed(true);
    } catch (error) {
      await handleError(error);
    }
  };

  return (
    <Stack gap="xs">
      <Button variant="default" onClick={handlePreview} w="fit-content">
        {t('data.report.preview')}
      </Button>
      {url && (
        <iframe
          title={t('data.report.previewTitle')}
          src={url}
          style={{ width: '100%', height: 320, border: 0 }}
        />
      )}
    </Stack>
  );
}
