import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code is fetched. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center p="xl" role="status" aria-label={t('shell.loading')}>
      <Loader />
    </Center>
  );
}
