import { Anchor, CloseButton, Group, Paper, Text } from '@mantine/core';
import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isLanguage, LANGUAGES } from '../../../../domain/session.ts';
import type { WakeupNotification } from '../../../../domain/wakeups.ts';
import { useMe } from '../../../auth/AuthContext.ts';
import { LAYERS, NOTICE_COLUMN, NOTICE_SPACE } from '../../../ui/layers.ts';
import { useWakeupNotification } from './useWakeupNotification.ts';
import classes from './WakeupNotificationBanner.module.css';

/** SPEC.md §9: the notification class comes 3 s after the banner appears; closing fades out over 1 s. */
export const NOTIFICATION_CLASS_DELAY_MS = 3_000;
export const FADE_OUT_MS = 1_000;

function subjectIn(wakeup: WakeupNotification, language: string): string {
  const own = isLanguage(language) ? wakeup.subject[language] : '';
  return own || LANGUAGES.map((l) => wakeup.subject[l]).find(Boolean) || '';
}

/** Below this screen width the page keeps no column for the notice: it would leave too little for the page. */
const NOTICE_COLUMN_MIN_SCREEN = 768;

/**
 * While the notice shows, the page keeps room below its content for it (plus its margin), and on a wide enough
 * screen a column at its left as wide as the notice and its margins (the side menu's column, or that much
 * where the menu is collapsed): nothing on the page lies under it, whatever the page's scroll.
 */
function useRoomForNotice(notice: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const element = notice.current;
    if (!element) return;
    const root = document.documentElement.style;
    const measure = () => {
      root.setProperty(NOTICE_SPACE, `${element.offsetHeight + 16}px`);
      if (window.innerWidth >= NOTICE_COLUMN_MIN_SCREEN)
        root.setProperty(NOTICE_COLUMN, `${element.offsetLeft * 2 + element.offsetWidth}px`);
      else root.removeProperty(NOTICE_COLUMN);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.removeProperty(NOTICE_SPACE);
      root.removeProperty(NOTICE_COLUMN);
    };
  }, [notice]);
}

interface BannerProps {
  wakeup: WakeupNotification;
  /** It has been on a visible page long enough to count as seen. */
  onSeen: () => void;
  onClosed: () => void;
}

function Banner({ wakeup, onSeen, onClosed }: BannerProps) {
  const { t, i18n } = useTranslation();
  const notice = useRef<HTMLDivElement>(null);
  useRoomForNotice(notice);
  const [noticed, setNoticed] = useState(false);
  const [closing, setClosing] = useState(false);
  // Seen once it draws attention on a page in view; in a background tab, once that tab has been in view as long.
  const seen = useEffectEvent(onSeen);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const inView = () => {
      clearTimeout(timer);
      if (document.visibilityState !== 'hidden') timer = setTimeout(seen, NOTIFICATION_CLASS_DELAY_MS);
    };
    timer = setTimeout(() => {
      setNoticed(true);
      if (document.visibilityState !== 'hidden') seen();
      else document.addEventListener('visibilitychange', inView);
    }, NOTIFICATION_CLASS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', inView);
    };
  }, []);
  // The parent hands a new onClosed on every render (a live update of the wake-up, say): the fade's
  // timer must not start over each time, or a busy console never lets the notice go.
  const closed = useEffectEvent(onClosed);
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(closed, FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [closing]);
  const className = [classes.banner, noticed && classes.notification, closing && classes.closing]
    .filter(Boolean)
    .join(' ');
  const title = t(wakeup.updateNotification ? 'wakeups.notification.updated' : 'wakeups.notification.new');
  // Not in a portal: the shell renders it after its frame already (fixed, bottom left; in the Tab order
  // after the page), and a portal would add it only in a second render after the first paint.
  return (
    <Paper
      ref={notice}
      className={className}
      style={{ zIndex: LAYERS.wakeupNotice }}
      withBorder
      shadow="md"
      px="sm"
      py="xs"
      role="alert"
      aria-label={title}
    >
      <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
        <Text size="xs" fw={700} c="red.8" tt="uppercase">
          {title}
        </Text>
        <CloseButton
          size="sm"
          aria-label={t('wakeups.notification.close')}
          onClick={() => setClosing(true)}
        />
      </Group>
      <Text fw={600} size="sm" lineClamp={3}>
        {subjectIn(wakeup, i18n.language)}
      </Text>
      <Anchor component={Link} to={`/wakeups/${wakeup.wakeupId}`} size="sm">
        {t('wakeups.notification.open')}
      </Anchor>
    </Paper>
  );
}

/** A changed wake-up (another state, an update) is a new notice; the same one is shown once. */
function noticeKey(wakeup: WakeupNotification): string {
  return `${wakeup.wakeupId}:${wakeup.state}:${wakeup.updateNotification}:${wakeup.subject.de}`;
}

const SEEN_STORAGE_KEY = 'console.seenWakeupNotices';
const SEEN_KEPT = 50;

/**
 * The notices a user has seen in this browser, reloads, new tabs and new logins included (the header and
 * home counters remain the lasting reminder); per user, since they may share a workstation.
 */
function seenNotices(userName: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(`${SEEN_STORAGE_KEY}:${userName}`) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

function rememberSeen(userName: string, key: string) {
  const seen = seenNotices(userName);
  if (seen.includes(key)) return;
  try {
    localStorage.setItem(`${SEEN_STORAGE_KEY}:${userName}`, JSON.stringify([...seen, key].slice(-SEEN_KEPT)));
  } catch {
    // Storage full or refused: the notice may show once more on the next load, nothing worse.
  }
}

/**
 * The wake-up notification banner: the newest wake-up to act on, once. It counts as seen when it has been on
 * a visible page for NOTIFICATION_CLASS_DELAY_MS, when it is closed, or when its wake-up is opened; a seen
 * notice stays until closed but does not come back on the next load. A newer or changed wake-up shows again.
 */
export function WakeupNotificationBanner() {
  const wakeup = useWakeupNotification();
  const { userName } = useMe();
  const { pathname } = useLocation();
  // Read once: what was seen before this page loaded does not show; what is seen now stays until closed.
  const [seenBefore] = useState(() => seenNotices(userName));
  const [closed, setClosed] = useState<string[]>([]);
  const key = wakeup ? noticeKey(wakeup) : null;
  const onItsPage = wakeup !== null && pathname === `/wakeups/${wakeup.wakeupId}`;
  useEffect(() => {
    if (key && onItsPage) rememberSeen(userName, key);
  }, [key, onItsPage, userName]);
  if (!wakeup || !key || onItsPage || seenBefore.includes(key) || closed.includes(key)) return null;
  const seen = () => rememberSeen(userName, key);
  const close = () => {
    seen();
    setClosed((keys) => [...keys, key]);
  };
  // Keyed by notice: a newer one starts its own 3 s and can be closed on its own.
  return <Banner key={key} wakeup={wakeup} onSeen={seen} onClosed={close} />;
}
