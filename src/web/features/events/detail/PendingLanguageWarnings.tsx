import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import { consistencyWarnings } from '../../../../domain/eventConsistency.ts';
import { LanguageWarnings } from './LanguageWarnings.tsx';
import { contentShown } from './languageWarningTexts.ts';

/**
 * While a step waits for approval: where the languages of what it sends disagree, as the author was told on
 * submit, so that the approver sees it before the population does.
 */
export function PendingLanguageWarnings({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  if (!event.state.endsWith('_PENDING')) return null;
  return (
    <LanguageWarnings
      warnings={consistencyWarnings(contentShown(event))}
      title={t('events.warnings.beforeApproval')}
    />
  );
}
