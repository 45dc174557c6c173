// @vitest-environment happy-dom

import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ArchivedTest, emptyCounts, figuresOf } from '../../../domain/sirenTest.ts';
import { initI18n } from '../../i18n.ts';
import { ArchiveChart } from './ArchiveChart.tsx';

beforeAll(async () => {
  await initI18n('de');
  // happy-dom lays nothing out: the chart's container gets the size a browser would give it.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.classList.contains('recharts-responsive-container') ? 600 : 0;
    return DOMRect.fromRect({ width, height: width ? 240 : 0 });
  });
});
afterEach(cleanup);

function archived(id: number, ranOn: string, sounded: number, total: number): ArchivedTest {
  const scope = figuresOf('CH', { ...emptyCounts(), total, SOUNDED: sounded });
  return { id, ranOn, testDate: ranOn, national: scope, cantons: [], scope, defects: 0, confirmations: [] };
}

// An SVG text's line: the label or tick as the chart draws it.
const line = { selector: 'tspan' };

const barHeights = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.recharts-bar-rectangle path'), (bar) =>
    Number(bar.getAttribute('height')),
  );

describe('siren test archive chart', () => {
  it('shows every year on a scale from 0 to 100 %, a bad year as a shorter bar with its share', () => {
    const { container } = render(
      <MantineProvider env="test">
        <ArchiveChart tests={[archived(3, '2026-02-04', 987, 1000), archived(2, '2025-02-05', 800, 1000)]} />
      </MantineProvider>,
    );
    for (const tick of ['0 %', '50 %', '100 %']) expect(screen.getByText(tick, line)).toBeDefined();
    expect(screen.getByText('80.0 %', line)).toBeDefined();
    expect(screen.getByText('98.7 %', line)).toBeDefined();
    const [bad, good] = barHeights(container);
    expect(bad! / good!).toBeCloseTo(80 / 98.7, 2);
  });

  it('draws no bar for a test that counted no siren', () => {
    const { container } = render(
      <MantineProvider env="test">
        <ArchiveChart tests={[archived(2, '2026-02-04', 990, 1000), archived(1, '2025-02-05', 0, 0)]} />
      </MantineProvider>,
    );
    expect(screen.getByText('2025', line)).toBeDefined();
    expect(barHeights(container)).toHaveLength(1);
    expect(screen.queryByText('0.0 %', line)).toBeNull();
  });
});
