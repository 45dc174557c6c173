// @vitest-environment happy-dom

import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultPlan } from '../../../domain/sirenTest.ts';
import { initI18n } from '../../i18n.ts';
import { shareText } from './labels.ts';
import { PlanForm } from './PlanForm.tsx';

beforeAll(() => initI18n('fr'));
afterEach(cleanup);

// The cycle of the February 2027 test: its preparatory system test is on 25.11.2026.
const plan = { ...defaultPlan(new Date('2026-11-20T12:00:00Z')), preparatoryDate: '2026-11-25' };

function renderPlan(now: string) {
  render(
    <MantineProvider>
      <PlanForm initial={plan} editable onSave={() => {}} now={new Date(now)} />
    </MantineProvider>,
  );
}

describe('siren test plan form', () => {
  it('keeps a preparatory date already past, and says it is past', () => {
    renderPlan('2026-11-27T09:00:00Z');
    expect(screen.getByTestId('preparatory-past').textContent).toContain(
      'Le test préparatoire du système de ce cycle (25.11.2026) est déjà passé.',
    );
    expect(screen.getByRole('button', { name: /Test préparatoire du système/ }).textContent).toBe(
      '25.11.2026',
    );
  });

  it('says nothing of the preparatory date until it has passed', () => {
    renderPlan('2026-11-25T08:00:00Z');
    expect(screen.queryByTestId('preparatory-past')).toBeNull();
  });

  it('heads the two times of each alarm with from and to', () => {
    renderPlan('2026-11-20T09:00:00Z');
    const table = screen.getByRole('table', { name: 'Cantons participants et leurs plages horaires' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Canton', 'Alarme générale', 'Alarme eau', 'de', 'à', 'de', 'à']);
  });
});

describe('siren test shares', () => {
  it('are written the console language’s way, the sign kept with the number', () => {
    expect(shareText(98.4, 'fr')).toBe('98,4\u00a0%');
    expect(shareText(98.4, 'de')).toBe('98.4\u00a0%');
    expect(shareText(100, 'it')).toBe('100.0\u00a0%');
    expect(shareText(97, 'en')).toBe('97.0\u00a0%');
    expect(shareText(null, 'fr')).toBe('–');
  });
});
