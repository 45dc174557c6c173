import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resourcePath, resourceTitleKey } from '../../../../domain/navigation.ts';
import { resourceByKey } from '../../../../domain/resources/index.ts';

/**
 * The report dialog opened by its address alone (a reload, a bookmark): the rows it would send live only
 * in the grid that opened it, so it explains where to start again and leads to that grid.
 */
export function ReportWithoutTable({ resourceKey, onClose }: { resourceKey: string; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resource = resourceByKey(resourceKey);
  const table = resource ? t(resourceTitleKey(resource)) : null;
  return (
    <Stack p="md" gap="md">
      <Text>{t('data.report.missing')}</Text>
      <Text size="sm" c="dimmed">
        {table ? t('data.report.missingHowTo', { table }) : t('data.report.missingHowToAny')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('data.form.close')}
        </Button>
        {resource && (
          <Button onClick={() => navigate(resourcePath(resource))}>
            {t('data.report.openTable', { table })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
