// @vitest-environment happy-dom

import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OperationMode } from '../../../domain/session.ts';
import { i18n, initI18n, switchLanguage } from '../../i18n.ts';
import { EMERGENCY_STRIP_SPACE, EmergencyModeWarning } from './EmergencyModeWarning.tsx';
import { OperationModeBar, useModeBodyClass } from './OperationModeBar.tsx';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(async () => {
  cleanup();
  await switchLanguage('de');
});

function Shell({ mode }: { mode: OperationMode }) {
  useModeBodyClass(mode);
  return <OperationModeBar mode={mode} />;
}

function show(mode: OperationMode) {
  return render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <Shell mode={mode} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('operation mode', () => {
  it('marks EXERCISE with the word in the user language and tints the whole page', async () => {
    show('EXERCISE');
    expect(screen.getByText('ÜBUNG')).toBeDefined();
    expect(document.body.classList.contains('mode-exercise')).toBe(true);
    await switchLanguage('it');
    expect(await screen.findByText('ESERCITAZIONE')).toBeDefined();
  });

  it('marks LIVE with a calm label and no exercise styling', () => {
    show('LIVE');
    expect(screen.getByText('LIVE')).toBeDefined();
    expect(document.body.classList.contains('mode-exercise')).toBe(false);
    expect(document.body.classList.contains('mode-live')).toBe(true);
  });

  it('removes the body class when the mode changes', () => {
    const view = show('EXERCISE');
    view.rerender(
      <MantineProvider env="test">
        <I18nextProvider i18n={i18n}>
          <Shell mode="LIVE" />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(document.body.classList.contains('mode-exercise')).toBe(false);
  });
});

describe('emergency mode warning', () => {
  function showWarning(props: Parameters<typeof EmergencyModeWarning>[0]) {
    return (
      <MantineProvider env="test">
        <I18nextProvider i18n={i18n}>
          <EmergencyModeWarning {...props} />
        </I18nextProvider>
      </MantineProvider>
    );
  }

  it('shows only while the central system is unreachable', () => {
    const view = render(showWarning({ active: false }));
    expect(screen.queryByRole('alert')).toBeNull();
    view.rerender(showWarning({ active: true }));
    expect(screen.getByRole('alert').textContent).toContain('Das zentrale System ist nicht erreichbar.');
  });

  it('names the cause in the strip itself, and then for a while that the system is back', () => {
    const view = render(
      showWarning({
        active: true,
        notice: {
          kind: 'outage',
          titleKey: 'dashboard.emergency.databaseDownTitle',
          messageKey: 'dashboard.emergency.databaseDown',
        },
      }),
    );
    const strip = screen.getByRole('alert', { name: 'Notbetrieb' });
    expect(strip.textContent).toContain('Zentrale Datenbank nicht erreichbar');
    expect(strip.textContent).toContain('Ihre Eingaben bleiben in den Formularen');
    view.rerender(
      showWarning({
        active: false,
        notice: {
          kind: 'recovered',
          titleKey: 'dashboard.emergency.recoveredTitle',
          messageKey: 'dashboard.emergency.recovered',
        },
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Zentrales System wieder erreichbar');
    view.rerender(showWarning({ active: false, notice: null }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells the page how high it is while it shows, so that a focused field scrolls clear of it', () => {
    const view = render(showWarning({ active: true }));
    expect(document.documentElement.style.getPropertyValue(EMERGENCY_STRIP_SPACE)).toMatch(/px$/);
    view.rerender(showWarning({ active: false }));
    expect(document.documentElement.style.getPropertyValue(EMERGENCY_STRIP_SPACE)).toBe('');
  });
});
