// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n.ts';
import { renderInConsole } from '../test-utils.tsx';
import { type Popups, usePopups } from './PopupsProvider.tsx';

let popups: Popups;
function CapturePopups() {
  popups = usePopups();
  return null;
}

/** A page whose button had the focus when the work began. */
function PageWithButton() {
  popups = usePopups();
  return <button type="button">Einreichen</button>;
}

/** Work that finishes after `ms` (of the fake clock). */
function workTaking(ms: number) {
  return new Promise<string>((resolve) => setTimeout(() => resolve('fertig'), ms));
}

const indicator = () => screen.queryByRole('status', { name: 'Bitte warten …' });

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeAll(async () => {
  await initI18n('de');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('wait indicator', () => {
  it('never shows for work that is done quickly', async () => {
    renderInConsole(<CapturePopups />, { waitDelayMs: 400 });
    let result!: Promise<string>;
    act(() => {
      result = popups.withWait(workTaking(50));
    });
    expect(indicator()).toBeNull();
    await advance(50);
    await expect(result).resolves.toBe('fertig');
    expect(indicator()).toBeNull();
    await advance(1_000);
    expect(indicator()).toBeNull();
  });

  it('blocks the console once slow work outlasts the delay, and goes away after it', async () => {
    renderInConsole(<CapturePopups />, { waitDelayMs: 400 });
    let result!: Promise<string>;
    act(() => {
      result = popups.withWait(workTaking(2_000));
    });
    await advance(399);
    expect(indicator()).toBeNull();
    await advance(1);
    expect(indicator()).not.toBeNull();
    await advance(1_600);
    await expect(result).resolves.toBe('fertig');
    await advance(300);
    expect(indicator()).toBeNull();
  });

  it('passes a failure of the work on to the caller and stops waiting', async () => {
    renderInConsole(<CapturePopups />, { waitDelayMs: 100 });
    let result!: Promise<never>;
    act(() => {
      result = popups.withWait(
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Zeitüberschreitung')), 500)),
      );
    });
    const failure = expect(result).rejects.toThrow('Zeitüberschreitung');
    await advance(100);
    expect(indicator()).not.toBeNull();
    await advance(400);
    await failure;
    await advance(300);
    expect(indicator()).toBeNull();
  });

  it('leaves the focus in a question that opened while it still showed, and gets it back after', async () => {
    renderInConsole(<PageWithButton />, { waitDelayMs: 100 });
    screen.getByRole('button', { name: 'Einreichen' }).focus();
    act(() => {
      void popups
        .withWait(workTaking(500))
        .then(() => popups.confirm({ title: 'Einreichen?', message: 'LIVE', focusCancel: true }));
    });
    await advance(100);
    // The indicator holds the focus while it shows (the browser's focus trap puts it there).
    act(() => indicator()?.focus());
    await advance(400);
    const question = screen.getByRole('alertdialog', { name: 'Einreichen?' });
    expect(indicator()).not.toBeNull();
    await advance(1_000);
    expect(indicator()).toBeNull();
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Abbrechen' }));

    // Closed, the question sends the focus back where the work began, not to the gone indicator.
    fireEvent.keyDown(question, { key: 'Escape' });
    await advance(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Einreichen' }));
  });

  it('honours the configured delay', async () => {
    renderInConsole(<CapturePopups />, { waitDelayMs: 1_000 });
    act(() => {
      void popups.withWait(workTaking(1_500));
    });
    await advance(900);
    expect(indicator()).toBeNull();
    await advance(100);
    expect(indicator()).not.toBeNull();
  });
});
