import { useMemo, useState } from 'react';
import {
  type BannerField,
  type BannerProblem,
  type BannerTexts,
  bannerProblems,
} from '../../../domain/banner.ts';
import type { Language } from '../../../domain/session.ts';
import type { LocalDraft } from '../../ui/last-known/localDraft.ts';
import { textsOf } from './bannerApi.ts';

/**
 * The edit form's state: texts, which problems to show, and whether it differs from what was loaded; a
 * draft kept in this browser replaces the loaded texts.
 */
export function useBannerForm(loaded: BannerTexts, draft: LocalDraft<BannerTexts> | null = null) {
  const [baseline, setBaseline] = useState(() => textsOf(loaded));
  const [values, setValues] = useState(() => draft?.value ?? baseline);
  const [language, setLanguage] = useState<Language>(loaded.primaryLanguage);
  const [attempted, setAttempted] = useState(false);
  const [blurred, setBlurred] = useState<ReadonlySet<string>>(new Set());

  const problems = useMemo(() => bannerProblems(values), [values]);
  // Every problem shows after a first save or publish; before that, a field's own once it was left.
  const shown = attempted ? problems : problems.filter((p) => blurred.has(p.path));
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);

  return {
    values,
    language,
    problems: shown,
    dirty,
    setLanguage,
    change(field: BannerField, lang: Language, value: string) {
      setValues((current) => ({ ...current, [field]: { ...current[field], [lang]: value } }));
    },
    blur(field: BannerField, lang: Language) {
      setBlurred((current) => new Set(current).add(`${field}.${lang}`));
    },
    setPrimaryLanguage(primaryLanguage: Language) {
      setValues((current) => ({ ...current, primaryLanguage }));
    },
    /** True when the texts may be sent; otherwise shows every problem and opens the first language with one. */
    check(): boolean {
      setAttempted(true);
      const first: BannerProblem | undefined = problems[0];
      if (first) setLanguage(first.path.split('.')[1] as Language);
      return !first;
    },
    /** The server's answer becomes what the form compares against. */
    reset(texts: BannerTexts) {
      const next = textsOf(texts);
      setBaseline(next);
      setValues(next);
      setAttempted(false);
      setBlurred(new Set());
    },
  };
}
