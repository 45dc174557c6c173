import { Anchor, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLanguage, LANGUAGES } from '../../../../domain/session.ts';
import type { WakeupNotification } from '../../../../domain/wakeups.ts';
import { LAYERS, NOTICE_SPACE } from '../../../ui/layers.ts';
import { useWakeupNotification } from './useWakeupNotification.ts';
import classes from './WakeupNotificationBanner.module.css';

/** SPEC.md §9: the notification class comes 3 s after the banner appears; closing fades out over 1 s. */
export const NOTIFICATION_CLASS_DELAY_MS = 3_000;
export const FADE_OUT_MS = 1_000;

function subjectIn(wakeup: WakeupNotification, language: string): string {
  const own = isLanguage(language) ? wakeup.subject[language] : '';
  return own || LANGUAGES.map((l) => wakeup.subject[l]).find(Boolean) || '';
}

/** While the notice shows, the page keeps room below its content for it (plus its margin): nothing stays hidden. */
function useRoomBelowPage(notice: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const element = notice.current;
    if (!element) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(NOTICE_SPACE, `${element.offsetHeight + 16}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(NOTICE_SPACE);
    };
  }, [notice]);
}

function Banner({ wakeup, onClosed }: { wakeup: WakeupNotification; onClosed: () => void }) {
  const { t, i18n } = useTranslation();
  const notice = useRef<HTMLDivElement>(null);
  useRoomBelowPage(notice);
  const [noticed, setNoticed] = useState(false);
  const [closing, setClosing] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setNoticed(true), NOTIFICATION_CLASS_DELAY_MS);
    return () => clearTimeout(timer);
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
  // Not in a portal: the shell renders it outside its frame already (fixed, bottom right), and a portal
  // would add it only in a second render after the first paint: it is the largest thing /home paints.
  return (
    <Paper
      ref={notice}
      className={className}
      style={{ zIndex: LAYERS.wakeupNotice }}
      withBorder
      shadow="md"
      p="sm"
      role="alert"
      aria-label={title}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="xs" fw={700} c="red.8" tt="uppercase">
            {title}
          </Text>
          <Text fw={600}>{subjectIn(wakeup, i18n.language)}</Text>
          <Anchor component={Link} to={`/wakeups/${wakeup.wakeupId}`} size="sm">
            {t('wakeups.notification.show')}
          </Anchor>
        </Stack>
        <CloseButton aria-label={t('wakeups.notification.close')} onClick={() => setClosing(true)} />
      </Group>
    </Paper>
  );
}

const CLOSED_STORAGE_KEY = 'console.closedWakeupNotices';

/** A notice once closed stays closed for the browser tab, reloads included; a changed wake-up is a new notice. */
function noticeKey(wakeup: WakeupNotification): string {
  return `${wakeup.wakeupId}:${wakeup.state}:${wakeup.updateNotification}:${wakeup.subject.de}`;
}

function closedNotices(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(CLOSED_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** The wake-up notification banner: the newest wake-up to act on, until the user closes it. */
export function WakeupNotificationBanner() {
  const wakeup = useWakeupNotification();
  const [closed, setClosed] = useState(closedNotices);
  if (!wakeup || closed.includes(noticeKey(wakeup))) return null;
  const close = () => {
    const next = [...closed, noticeKey(wakeup)].slice(-50);
    sessionStorage.setItem(CLOSED_STORAGE_KEY, JSON.stringify(next));
    setClosed(next);
  };
  // Keyed by notice: a newer one starts its own 3 s and can be closed on its own.
  return <Banner key={noticeKey(wakeup)} wakeup={wakeup} onClosed={close} />;
}
