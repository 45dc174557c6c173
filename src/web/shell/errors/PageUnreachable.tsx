import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Says that a page's code cannot be fetched; with a new version deployed, offers the reload that fixes it. */
export function PageUnreachable({ newVersion, retrying }: { newVersion: boolean; retrying: boolean }) {
  const { t } = useTranslation();
  if (newVersion) {
    return (
      <Alert m="md" color="blue" title={t('shell.pageUnreachable.newVersionTitle')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('shell.pageUnreachable.newVersionText')}</Text>
          <Button onClick={() => window.location.reload()}>{t('shell.pageError.reload')}</Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert m="md" color="orange" title={t('shell.pageUnreachable.title')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(retrying ? 'shell.pageUnreachable.retrying' : 'shell.pageUnreachable.text')}</Text>
        <Group gap="sm">
          {retrying && <Loader size="xs" aria-hidden />}
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('shell.pageError.reload')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
