import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { type CSSProperties, Fragment, useContext, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthContext } from '../../auth/AuthContext.ts';
import { ExerciseModeNotice } from '../ExerciseModeNotice.tsx';
import { WarningIcon } from '../icons.tsx';
import { LiveModeWarning } from '../LiveModeWarning.tsx';
import { ModeBadge } from '../ModeBadge.tsx';
import { POPUP_FOCUS_DELAY_MS } from './focusDelay.ts';
import { PopupFrame } from './PopupFrame.tsx';
import type { ConfirmOptions } from './popupRequests.ts';
import { matchesStrongConfirmation } from './strongConfirmation.ts';

/**
 * The message's paragraphs (parted by an empty line). They stay apart by a narrow gap rather than a whole empty
 * line: a long question (LIVE warning, reach, typed confirmation) keeps its top and its field in view together.
 * The text itself keeps its empty lines (copied, or read by a screen reader).
 */
function paragraphsOf(message: string): string[] {
  return message.split(/\n[ \t]*\n/);
}

const PARAGRAPH_GAP: CSSProperties = {
  display: 'block',
  height: 'var(--mantine-spacing-xs)',
  overflow: 'hidden',
};

export interface ConfirmPopupProps {
  options: ConfirmOptions;
  zIndex: number;
  onAnswer: (confirmed: boolean) => void;
}

/**
 * The confirmation popup. Its focus lands, 200 ms after opening, on the strong-confirmation field when there
 * is one, else on Not OK for a critical question or one that asks to start there (a reflexive Enter must not
 * trigger it), else on OK.
 */
export function ConfirmPopup({ options, zIndex, onAnswer }: ConfirmPopupProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const ok = useRef<HTMLButtonElement>(null);
  const notOk = useRef<HTMLButtonElement>(null);
  const {
    strongConfirmation,
    critical = false,
    focusCancel = false,
    warnings = [],
    reachesPopulation = false,
    staysInConsole = false,
  } = options;
  // Every confirmation shows the mode it acts in, also when its caller did not say (SPEC.md §1): as the LIVE
  // warning or the exercise notice, or as a plain badge for a question that stays in the console.
  const session = useContext(AuthContext);
  const mode = options.operationMode ?? session?.me.operationMode;
  const notice = staysInConsole ? undefined : mode;
  const confirmable = !strongConfirmation || matchesStrongConfirmation(strongConfirmation.pattern, typed);
  const initialFocus = strongConfirmation ? input : critical || focusCancel ? notOk : ok;
  const confirm = () => {
    if (confirmable) onAnswer(true);
  };

  return (
    <PopupFrame
      title={options.title}
      role="alertdialog"
      zIndex={zIndex}
      width={520}
      onDismiss={() => onAnswer(false)}
      onEnter={confirm}
      initialFocus={initialFocus}
      focusDelayMs={POPUP_FOCUS_DELAY_MS}
      describedBy={messageId}
      aside={staysInConsole && mode && <ModeBadge mode={mode} />}
    >
      <Stack gap="md">
        {notice === 'LIVE' && <LiveModeWarning reachesPopulation={reachesPopulation} />}
        {notice === 'EXERCISE' && <ExerciseModeNotice>{options.exerciseNotice}</ExerciseModeNotice>}
        {warnings.length > 0 && (
          <Alert
            variant="outline"
            color={mode === 'LIVE' ? 'red' : 'orange'}
            icon={<WarningIcon />}
            data-confirm-warnings
          >
            <List size="sm" spacing={4} fw={600}>
              {warnings.map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Text id={messageId} style={{ whiteSpace: 'pre-line' }}>
          {paragraphsOf(options.message).map((paragraph, index) => (
            // The paragraphs never change order while the popup shows.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Fragment key={index}>
              {index > 0 && <span style={PARAGRAPH_GAP}>{'\n\n'}</span>}
              {paragraph}
            </Fragment>
          ))}
        </Text>
        {strongConfirmation && (
          <TextInput
            ref={input}
            label={strongConfirmation.message}
            description={strongConfirmation.reason}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            required
            autoComplete="off"
            spellCheck={false}
            aria-invalid={typed !== '' && !confirmable}
          />
        )}
        <Group justify="flex-end" gap="sm" data-popup-actions>
          <Button ref={notOk} variant="default" onClick={() => onAnswer(false)}>
            {options.buttonNotOkName ?? t('ui.popups.notOk')}
          </Button>
          <Button
            ref={ok}
            color={critical ? 'red' : undefined}
            leftSection={critical ? <WarningIcon /> : undefined}
            disabled={!confirmable}
            data-critical={critical || undefined}
            onClick={confirm}
          >
            {options.buttonOkName ?? t('ui.popups.ok')}
          </Button>
        </Group>
      </Stack>
    </PopupFrame>
  );
}
