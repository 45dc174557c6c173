import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEVERITY_COLOURS, severityOf } from '../../../domain/events.ts';
import type { WorkflowState } from '../../../domain/eventWorkflow.ts';
import { messageTypeLabelKey, stateLabelKey } from './eventLabels.ts';

// A badge never shrinks below its text: a cut-off "INFORM…" or "EN PRÉPA…" is misread under stress.
const WHOLE = { minWidth: 'max-content' } as const;

/** The message type in the colour the home map gives it (ALARM red, WARNING orange …). */
export function MessageTypeBadge({ messageType }: { messageType: string | null }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={SEVERITY_COLOURS[severityOf(messageType)]}
      radius="sm"
      variant="filled"
      autoContrast
      style={WHOLE}
    >
      {t(messageTypeLabelKey(messageType))}
    </Badge>
  );
}

const PUBLISHED: readonly WorkflowState[] = ['ACTIVE', 'UPDATE_PENDING', 'ALL_CLEAR_PENDING'];

/** The workflow state; published states stand out, finished ones recede. */
export function StateBadge({ state }: { state: WorkflowState }) {
  const { t } = useTranslation();
  const color = PUBLISHED.includes(state)
    ? 'teal'
    : state === 'CLOSED' || state === 'DISCARDED'
      ? 'gray'
      : 'indigo';
  return (
    <Badge color={color} radius="sm" variant="light" style={WHOLE}>
      {t(stateLabelKey(state))}
    </Badge>
  );
}
