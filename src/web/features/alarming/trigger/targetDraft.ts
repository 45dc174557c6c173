import type { AlarmTarget, SirenSignal } from '../../../../domain/alarming.ts';
import { isCantonCode } from '../../../../domain/cantons.ts';

/** The target tabs of the trigger dialog. */
export const TARGET_KINDS = ['groups', 'cantons', 'sirens'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** A chosen option of a picker: its id (as text, as Mantine's selects keep it) and what the operator read. */
export interface Choice {
  value: string;
  label: string;
  /** Sirens it holds, when known (a group's members, one for a siren). */
  sirens?: number;
}

/** What the operator has chosen so far in the trigger dialog; only the open tab's choice counts. */
export interface TriggerDraft {
  signal: SirenSignal;
  kind: TargetKind;
  groups: Choice[];
  cantons: Choice[];
  sirens: Choice[];
}

export const EMPTY_DRAFT: TriggerDraft = {
  signal: 'GENERAL_ALARM',
  kind: 'groups',
  groups: [],
  cantons: [],
  sirens: [],
};

/** The choices of the open tab. */
export function chosen(draft: TriggerDraft): Choice[] {
  return draft[draft.kind];
}

/** The request's target, or null when the open tab has nothing chosen (the dialog refuses to go on). */
export function targetOf(draft: TriggerDraft): AlarmTarget | null {
  const choices = chosen(draft);
  if (choices.length === 0) return null;
  switch (draft.kind) {
    case 'groups':
      return { kind: 'groups', groupIds: choices.map((c) => Number(c.value)) };
    case 'cantons':
      return { kind: 'cantons', stateCodes: choices.map((c) => c.value).filter(isCantonCode) };
    case 'sirens':
      return { kind: 'sirens', sirenIds: choices.map((c) => Number(c.value)) };
  }
}

/** How many sirens the choice reaches, when every chosen option says (groups, sirens); else null. */
export function sirensReached(draft: TriggerDraft): number | null {
  const counts = chosen(draft).map((c) => c.sirens);
  if (counts.length === 0 || counts.some((count) => count === undefined)) return null;
  return counts.reduce<number>((sum, count) => sum + (count ?? 0), 0);
}
