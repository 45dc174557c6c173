import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperationMode } from '../../domain/session.ts';

const COLORS: Record<OperationMode, string> = { LIVE: 'red.8', EXERCISE: 'yellow.5' };

/** The operation mode as a small label, for windows that may cover the mode bar. */
export function ModeBadge({ mode }: { mode: OperationMode }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[mode]} autoContrast radius="sm" variant="filled">
      {t(`ui.mode.${mode}`)}
    </Badge>
  );
}
