import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../domain/session.ts';
import { useLanguage } from '../i18n.ts';

type NoticeWriter = (t: TFunction, language: Language) => string;

function NoticeText({ write }: { write: NoticeWriter }) {
  const { t } = useTranslation();
  return write(t, useLanguage());
}

/**
 * A notice's title or message, written when the notice shows rather than when it is raised: a notice still on
 * screen after a language switch speaks the new language.
 */
export function noticeText(write: NoticeWriter): ReactNode {
  return <NoticeText write={write} />;
}
