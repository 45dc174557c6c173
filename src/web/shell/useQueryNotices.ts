import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { i18n } from '../i18n.ts';
import { noticeText } from './NoticeText.tsx';

/** Query parameters that carry a notice for the user into any page (SPEC.md §8). */
export const NOTICE_PARAMS = ['error', 'message'] as const;

const NOTICE_MS = 10_000;

/**
 * Shows `?error=…` and `?message=…` as error notices (translated when they are i18n keys) and then removes
 * them from the address, so that reload and back do not repeat them.
 */
export function useQueryNotices() {
  const [params, setParams] = useSearchParams();
  const notices = NOTICE_PARAMS.flatMap((name) =>
    params
      .getAll(name)
      .filter(Boolean)
      .map((text) => `${name}:${text}`),
  );
  // One string as the effect's dependency: the notices are shown once per distinct address.
  const signature = JSON.stringify(notices);

  useEffect(() => {
    const found: string[] = JSON.parse(signature);
    if (found.length === 0) return;
    for (const notice of found) {
      const text = notice.slice(notice.indexOf(':') + 1);
      notifications.show({
        id: `query-notice:${notice}`,
        color: 'red',
        title: noticeText((t) => t('shell.notice.title')),
        message: noticeText((t) => (i18n.exists(text) ? t(text) : text)),
        autoClose: NOTICE_MS,
      });
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of NOTICE_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [signature, setParams]);
}
