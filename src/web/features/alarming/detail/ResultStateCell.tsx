import type { CustomCellRendererProps } from 'ag-grid-react';
import type { SirenResult, SirenResultState } from '../../../../domain/alarming.ts';
import type { OperationMode } from '../../../../domain/session.ts';
import { ResultStateBadge } from '../AlarmBadges.tsx';

/** The state cell of the per-siren grid: the translated state in its colour, worded for the alarm's mode. */
export function ResultStateCell({
  value,
  mode,
}: CustomCellRendererProps<SirenResult, SirenResultState> & { mode: OperationMode }) {
  return value ? <ResultStateBadge state={value} mode={mode} /> : null;
}
