import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { WakeupDetailView } from './WakeupDetailView.tsx';

/** /wakeups/{id}: one wake-up on its own page. */
export function WakeupDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().wakeupId);
  return (
    <Stack p="lg" gap="md">
      <Anchor component={Link} to="/wakeups" size="sm">
        {t('wakeups.detail.back')}
      </Anchor>
      <WakeupDetailView key={id} id={id} />
    </Stack>
  );
}
