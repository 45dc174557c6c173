import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConsistencyWarning } from '../../../../domain/eventContent.ts';
import { WarningIcon } from '../../../ui/icons.tsx';
import { consistencyWarningText } from './languageWarningTexts.ts';

/** Where the languages of a message disagree, under `title`; nothing when they agree. */
export function LanguageWarnings({
  warnings,
  title,
}: {
  warnings: readonly ConsistencyWarning[];
  title: string;
}) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" icon={<WarningIcon />} title={title}>
      <List size="sm">
        {warnings.map((warning) => (
          <List.Item key={`${warning.messageKey}.${warning.languages.join('.')}`}>
            {consistencyWarningText(warning, t)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
