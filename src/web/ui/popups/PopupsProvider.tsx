import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { LAYERS } from '../layers.ts';
import { ConfirmPopup } from './ConfirmPopup.tsx';
import { MessagePopup } from './MessagePopup.tsx';
import type { ConfirmOptions, PopupRequest } from './popupRequests.ts';
import { DEFAULT_WAIT_DELAY_MS, useWaitIndicator } from './useWaitIndicator.ts';
import { WaitIndicator } from './WaitIndicator.tsx';

export type { ConfirmOptions } from './popupRequests.ts';

/** The shared popups (SPEC.md §2). Every text passed in is already translated by the caller. */
export interface Popups {
  /** Resolves true for OK, false for Not OK or Escape. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Resolves when the operator has closed the error popup. */
  showError(title: string, message: string): Promise<void>;
  showInfo(title: string, message: string): Promise<void>;
  /** Resolves or rejects like `work`; blocks the console with a spinner if `work` outlasts the wait delay. */
  withWait<T>(work: Promise<T>): Promise<T>;
}

const PopupsContext = createContext<Popups | null>(null);

export function usePopups(): Popups {
  const popups = useContext(PopupsContext);
  if (!popups) throw new Error('usePopups needs a PopupsProvider');
  return popups;
}

export interface PopupsProviderProps {
  /** How long a wait must last before the wait indicator shows. */
  waitDelayMs?: number;
  children: ReactNode;
}

interface OpenPopup {
  id: number;
  request: PopupRequest;
}

function PopupView({ popup, zIndex, close }: { popup: PopupRequest; zIndex: number; close: () => void }) {
  if (popup.kind === 'confirm') {
    return (
      <ConfirmPopup
        options={popup.options}
        zIndex={zIndex}
        onAnswer={(confirmed) => {
          close();
          popup.answer(confirmed);
        }}
      />
    );
  }
  const done = () => {
    close();
    popup.answer();
  };
  return (
    <MessagePopup
      tone={popup.tone}
      title={popup.title}
      message={popup.message}
      zIndex={zIndex}
      onClose={done}
    />
  );
}

/** Provides `usePopups()` and draws the open popups (each later one above the earlier) and the wait indicator. */
export function PopupsProvider({ waitDelayMs = DEFAULT_WAIT_DELAY_MS, children }: PopupsProviderProps) {
  const [open, setOpen] = useState<OpenPopup[]>([]);
  const nextId = useRef(1);
  const { waiting, withWait } = useWaitIndicator(waitDelayMs);

  const show = useCallback((request: PopupRequest) => {
    const id = nextId.current++;
    setOpen((popups) => [...popups, { id, request }]);
  }, []);
  const close = useCallback(
    (id: number) => setOpen((popups) => popups.filter((popup) => popup.id !== id)),
    [],
  );

  const popups = useMemo<Popups>(
    () => ({
      confirm: (options) => new Promise((answer) => show({ kind: 'confirm', options, answer })),
      showError: (title, message) =>
        new Promise((answer) => show({ kind: 'message', tone: 'error', title, message, answer })),
      showInfo: (title, message) =>
        new Promise((answer) => show({ kind: 'message', tone: 'info', title, message, answer })),
      withWait,
    }),
    [show, withWait],
  );

  return (
    <PopupsContext.Provider value={popups}>
      {children}
      {open.map(({ id, request }, index) => (
        <PopupView key={id} popup={request} zIndex={LAYERS.sharedPopups + index} close={() => close(id)} />
      ))}
      {waiting && <WaitIndicator />}
    </PopupsContext.Provider>
  );
}
