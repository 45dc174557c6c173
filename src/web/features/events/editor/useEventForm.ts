import { useMemo, useState } from 'react';
import { type CompletenessProblem, contentProblems } from '../../../../domain/eventCompleteness.ts';
import { consistencyWarnings } from '../../../../domain/eventConsistency.ts';
import type { EventContent } from '../../../../domain/eventContent.ts';
import type { Language } from '../../../../domain/session.ts';
import type { LocalDraft } from '../../../ui/last-known/localDraft.ts';

/** The languages whose tab needs attention: a chosen language lacking its title or description. */
export function languagesLackingTexts(problems: readonly CompletenessProblem[]): Set<Language> {
  return new Set(problems.flatMap((problem) => (problem.language ? [problem.language] : [])));
}

/**
 * The editor's state: the content, the version it was read at, which language tab is open, what keeps it
 * from being submitted and where the languages disagree, and whether it differs from what was loaded.
 * A draft kept in this browser replaces the loaded content and keeps the version it was typed on.
 */
export function useEventForm(
  loaded: { content: EventContent; version: number },
  draft: LocalDraft<EventContent> | null = null,
) {
  const [baseline, setBaseline] = useState(() => ({
    content: loaded.content,
    version: draft?.version ?? loaded.version,
  }));
  const [content, setContent] = useState(draft?.value ?? loaded.content);
  const [language, setLanguage] = useState<Language>(loaded.content.primaryLanguage);
  const [attempted, setAttempted] = useState(false);
  const problems = useMemo(() => contentProblems(content), [content]);
  const warnings = useMemo(() => consistencyWarnings(content), [content]);
  const dirty = JSON.stringify(content) !== JSON.stringify(baseline.content);

  return {
    content,
    version: baseline.version,
    language,
    problems,
    warnings,
    /** Whether the operator has tried to submit: problems then show as errors, not as a to-do list. */
    attempted,
    dirty,
    setLanguage,
    change: (edit: (current: EventContent) => EventContent) => setContent(edit),
    /** True when the content may be submitted; otherwise marks the attempt and opens the first language lacking texts. */
    check(): boolean {
      setAttempted(true);
      const first = problems.find((problem) => problem.language);
      if (first?.language) setLanguage(first.language);
      return problems.length === 0;
    },
    /** What the server answered becomes what the form compares against. */
    reset(next: { content: EventContent; version: number }) {
      setBaseline(next);
      setContent(next.content);
    },
  };
}

export type EventForm = ReturnType<typeof useEventForm>;
