import type { OperationMode } from '../../../domain/session.ts';

/** A question the operator must answer before an action goes ahead (SPEC.md §3 "Confirmation message"). */
export interface ConfirmOptions {
  title: string;
  message: string;
  buttonOkName?: string;
  buttonNotOkName?: string;
  /**
   * Styles OK as critical (red, with a warning sign): only for an action that reaches the population, cannot be
   * undone or destroys something, or reaches all of Switzerland (ADR 0035). A critical question starts on Not OK.
   */
  critical?: boolean;
  /** Starts the focus on Not OK, so a reflexive Enter does nothing, without styling OK as critical. */
  focusCancel?: boolean;
  /**
   * OK stays disabled until the typed value fully matches `pattern` (a RegExp source); `message` labels it and
   * `reason`, when given, says below the label why it is asked.
   */
  strongConfirmation?: { message: string; pattern: string; reason?: string };
  /**
   * LIVE shows the live-mode warning inside the confirmation, EXERCISE the exercise notice; without it the
   * signed-in user's mode decides.
   */
  operationMode?: OperationMode;
  /**
   * Whether the action reaches the population (publishes, sounds sirens): only then does the LIVE warning say
   * so; otherwise it says the action takes effect for real.
   */
  reachesPopulation?: boolean;
  /**
   * The question concerns only this console and reaches no one (discarding typed changes, leaving a form): the
   * popup names its mode with a badge, without the LIVE warning or the exercise notice, so that the warning keeps
   * its weight for what acts outside.
   */
  staysInConsole?: boolean;
  /**
   * The exercise notice's own sentence, for an action whose exercise does leave the console (the sirens get
   * the command as an exercise); without it the notice says that nothing leaves the console.
   */
  exerciseNotice?: string;
  /** What the operator must not miss before answering (e.g. a channel that cannot carry), set apart; red in LIVE. */
  warnings?: string[];
}

export type MessageTone = 'error' | 'info';

/** A popup asked for, with how to answer the caller that opened it. */
export type PopupRequest =
  | { kind: 'confirm'; options: ConfirmOptions; answer: (confirmed: boolean) => void }
  | { kind: 'message'; tone: MessageTone; title: string; message: string; answer: () => void };
