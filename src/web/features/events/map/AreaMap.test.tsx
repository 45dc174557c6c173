// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventArea } from '../../../../domain/eventContent.ts';
import { ApiProvider } from '../../../api/ApiProvider.tsx';
import type { ApiClient } from '../../../api/http.ts';
import { initI18n } from '../../../i18n.ts';
import { renderInConsole } from '../../../ui/test-utils.tsx';
import { AreaMap } from './AreaMap.tsx';

// A bow tie near Bern: its outline crosses itself at [2600000, 1200000].
const BOW_TIE: [number, number][] = [
  [2599000, 1199000],
  [2601000, 1201000],
  [2601000, 1199000],
  [2599000, 1201000],
];

const noStates = { get: vi.fn(async () => []) } as unknown as ApiClient;

function EditableMap({ initial, onArea }: { initial: EventArea; onArea(area: EventArea): void }) {
  const [area, setArea] = useState(initial);
  return (
    <AreaMap
      value={area}
      onChange={(next) => {
        setArea(next);
        onArea(next);
      }}
    />
  );
}

beforeAll(() => initI18n('de'));
afterEach(cleanup);

describe('area map', () => {
  it('shows the error tooltip at the crossing when the drawn outline crosses itself', async () => {
    renderInConsole(
      <ApiProvider client={noStates}>
        <AreaMap
          value={{ polygons: [{ shell: BOW_TIE, holes: [] }], cantons: [] }}
          onChange={() => undefined}
        />
      </ApiProvider>,
    );
    // OpenLayers hides the tooltip until the map has been drawn once, which happy-dom never does.
    const tooltip = await screen.findByRole('alert', { hidden: true });
    expect(tooltip.textContent).toMatch(/Grenze des Gebiets kreuzt sich selbst/);
    expect(screen.queryByText(/km²/)).toBeNull();
  });

  it.each([
    ['with the arrow keys', 'Solo{ArrowDown}{Enter}', 'SO', 'Solothurn'],
    ['with Enter alone on the first match', 'Zür{Enter}', 'ZH', 'Zürich'],
  ])(
    'takes whole cantons chosen by name as the area, keyboard only (%s), without any drawn polygon',
    async (_, typed, code, name) => {
      const onArea = vi.fn();
      renderInConsole(
        <ApiProvider client={noStates}>
          <EditableMap initial={{ polygons: [], cantons: [] }} onArea={onArea} />
        </ApiProvider>,
      );
      await userEvent.click(screen.getByRole('radio', { name: 'Ganze Kantone' }));
      await userEvent.type(
        screen.getAllByLabelText('Kantone des Gebiets').find((e) => e.tagName === 'INPUT')!,
        typed,
      );

      await waitFor(() => expect(onArea).toHaveBeenLastCalledWith({ polygons: [], cantons: [code] }));
      expect(screen.getByText(`Ganze Kantone: ${name}`)).toBeTruthy();
    },
  );

  it('only shows the area when read-only: no tools, no canton list, its size below the map', async () => {
    const square: [number, number][] = [
      [2682000, 1247000],
      [2684000, 1247000],
      [2684000, 1249000],
      [2682000, 1249000],
    ];
    renderInConsole(
      <ApiProvider client={noStates}>
        <AreaMap value={{ polygons: [{ shell: square, holes: [] }], cantons: [] }} readOnly />
      </ApiProvider>,
    );
    expect(await screen.findByText(/^1 Polygon, [\d,.’']+ km²/)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
