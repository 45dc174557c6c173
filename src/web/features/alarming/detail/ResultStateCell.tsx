import type { CustomCellRendererProps } from 'ag-grid-react';
import type { SirenResult, SirenResultState } from '../../../../domain/alarming.ts';
import { ResultStateBadge } from '../AlarmBadges.tsx';

/** The state cell of the per-siren grid: the translated state in its colour. */
export function ResultStateCell({ value }: CustomCellRendererProps<SirenResult, SirenResultState>) {
  return value ? <ResultStateBadge state={value} /> : null;
}
