import { Alert, Button, Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { isChunkLoadError } from './chunkLoad.ts';
import { PageUnreachable } from './PageUnreachable.tsx';

/** The request id support can look up, when the error came from an answer of the server. */
function requestIdOf(error: unknown): string | null {
  return error instanceof ApiError ? error.requestId : null;
}

/** What a route shows instead of React Router's developer page: a translated notice with a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isChunkLoadError(error)) return <PageUnreachable newVersion={false} retrying={false} />;
  const requestId = requestIdOf(error);
  return (
    <Alert m="md" color="red" title={t('shell.pageError.title')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('shell.pageError.text')}</Text>
        {requestId && (
          <Text size="sm">
            {t('shell.pageError.requestId')} <Code>{requestId}</Code>
          </Text>
        )}
        <Button onClick={() => window.location.reload()}>{t('shell.pageError.reload')}</Button>
      </Stack>
    </Alert>
  );
}
