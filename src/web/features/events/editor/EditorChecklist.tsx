import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompletenessProblem } from '../../../../domain/eventCompleteness.ts';
import type { ConsistencyWarning } from '../../../../domain/eventContent.ts';
import type { Language } from '../../../../domain/session.ts';
import { InfoIcon, WarningIcon } from '../../../ui/icons.tsx';
import { LanguageWarnings } from '../detail/LanguageWarnings.tsx';

// A missing text is named with its language, shorter than the server's sentence that has to do without it.
const MISSING_TEXT: Record<string, string> = {
  title: 'events.editor.checklist.missingTitle',
  description: 'events.editor.checklist.missingDescription',
};

export interface EditorChecklistProps {
  problems: readonly CompletenessProblem[];
  warnings: readonly ConsistencyWarning[];
  /** After a submit attempt the problems are errors that stopped it; before, a list of what is left to do. */
  attempted: boolean;
}

/** What still keeps the event from being submitted, and where its languages disagree. */
export function EditorChecklist({ problems, warnings, attempted }: EditorChecklistProps) {
  const { t } = useTranslation();
  const languageName = (language: Language) => t(`shell.language.names.${language}`);
  const problemText = (problem: CompletenessProblem) => {
    if (!problem.language) return t(problem.messageKey);
    const language = languageName(problem.language);
    const missing = MISSING_TEXT[problem.field?.split('.').at(-1) ?? ''];
    if (missing) return t(missing, { language });
    return t('events.editor.checklist.inLanguage', { language, problem: t(problem.messageKey) });
  };
  return (
    <>
      {problems.length > 0 && (
        <Alert
          color={attempted ? 'red' : 'gray'}
          icon={attempted ? <WarningIcon /> : <InfoIcon />}
          title={t(attempted ? 'events.editor.checklist.blocked' : 'events.editor.checklist.todo')}
          // Before an attempt the list is a note: announcing it on every keystroke would drown the operator.
          role={attempted ? 'alert' : 'note'}
        >
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={`${problem.messageKey}.${problem.language ?? ''}.${problem.polygon ?? ''}`}>
                {problemText(problem)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <LanguageWarnings warnings={warnings} title={t('events.warnings.title')} />
    </>
  );
}
