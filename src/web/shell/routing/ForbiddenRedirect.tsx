import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { noticeText } from '../NoticeText.tsx';

const NOTICE_MS = 10_000;

/**
 * Sends a user home from a page their rights do not open (typed by hand, an old bookmark) and says so,
 * naming the page by its menu title: a silent return home looks like a broken console.
 */
export function ForbiddenRedirect({ titleKey }: { titleKey: string }) {
  useEffect(() => {
    // The id keeps one notice per page, also when React runs the effect twice.
    notifications.show({
      id: `forbidden-page:${titleKey}`,
      color: 'red',
      title: noticeText((t) => t('shell.guard.forbiddenTitle')),
      message: noticeText((t) => t('shell.guard.forbiddenPage', { page: t(titleKey) })),
      autoClose: NOTICE_MS,
    });
  }, [titleKey]);
  return <Navigate to="/home" replace />;
}
