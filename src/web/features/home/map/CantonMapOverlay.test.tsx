// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardEvent } from '../../../../domain/events.ts';
import { initI18n, switchLanguage } from '../../../i18n.ts';
import type { MapState } from '../../../ui/map/mapState.ts';
import { renderInConsole } from '../../../ui/test-utils.tsx';
import { CantonMapOverlay, type CantonMapOverlayProps } from './CantonMapOverlay.tsx';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(async () => {
  cleanup();
  await switchLanguage('de');
});

const square: MapState['polygons'] = [
  {
    shell: [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
    holes: [],
  },
];
const STATES: MapState[] = [
  { code: 'ZH', name: { de: 'Zürich', fr: 'Zurich', it: 'Zurigo', en: 'Zurich' }, polygons: square },
  { code: 'BE', name: { de: 'Bern', fr: 'Berne', it: 'Berna', en: 'Bern' }, polygons: square },
  { code: 'TI', name: { de: 'Tessin', fr: 'Tessin', it: 'Ticino', en: 'Ticino' }, polygons: square },
];
const LAYOUT: CantonMapOverlayProps['layout'] = {
  size: [600, 400],
  anchors: new Map([
    ['ZH', [400, 80]],
    ['BE', [200, 200]],
    ['TI', [420, 330]],
  ]),
};

let nextId = 1;
function event(overrides: Partial<DashboardEvent>): DashboardEvent {
  return {
    eventId: nextId++,
    eventState: 'ACTIVE',
    messageType: 'WARNING',
    affectedStates: ['ZH'],
    title: { de: 'Sturm', fr: 'Tempête', it: 'Tempesta', en: 'Storm' },
    primaryLanguage: 'de',
    owningOrganisation: { territory: 'ZH' },
    awaitingApprovalFrom: [],
    nationalMayDecideAt: null,
    ...overrides,
  };
}

function renderOverlay(props: Partial<CantonMapOverlayProps> = {}) {
  const onShownChange = vi.fn();
  const view = renderInConsole(
    <>
      <button type="button">Vorher</button>
      <CantonMapOverlay
        states={STATES}
        events={[]}
        layout={LAYOUT}
        pointer={null}
        onShownChange={onShownChange}
        {...props}
      />
      <button type="button">Nachher</button>
    </>,
  );
  return { ...view, onShownChange };
}

/** Tabs into the map from the control before it, as a keyboard user does. */
async function tabIntoMap() {
  await userEvent.click(screen.getByRole('button', { name: 'Vorher' }));
  await userEvent.tab();
}

const cantonList = () => screen.getByRole('list', { name: 'Kantone auf der Karte' });

describe('canton map overlay', () => {
  it('is one Tab stop; the arrow keys, Home and End walk the cantons and wrap around', async () => {
    const { onShownChange } = renderOverlay();
    await tabIntoMap();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zürich' }));
    expect(onShownChange).toHaveBeenLastCalledWith('ZH');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bern' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tessin' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zürich' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tessin' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nachher' }));
    expect(onShownChange).toHaveBeenLastCalledWith(null);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tessin' }));
  });

  it('describes the focused canton by its tooltip: events in tooltip order, then an ellipsis', async () => {
    const drafts = Array.from({ length: 8 }, (_, i) =>
      event({ eventState: 'PREPARATION', title: { de: `Entwurf ${i}`, fr: '', it: '', en: '' } }),
    );
    const alarm = event({ messageType: 'ALARM', title: { de: 'Chemieunfall', fr: '', it: '', en: '' } });
    const elsewhere = event({ affectedStates: ['BE'], title: { de: 'Hochwasser', fr: '', it: '', en: '' } });
    renderOverlay({ events: [...drafts, alarm, elsewhere] });
    await tabIntoMap();
    const zurich = screen.getByRole('button', { name: 'Zürich' });
    const tooltip = screen.getByRole('tooltip');
    expect(zurich.getAttribute('aria-describedby')).toBe(tooltip.id);
    const items = within(tooltip).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    expect(items[0]?.textContent).toBe('ChemieunfallAlarm · Aktiv');
    expect(items[1]?.textContent).toBe('Entwurf 7Warnung · In Vorbereitung');
    expect(items[8]?.textContent).toBe('…und weitere Ereignisse');
    expect(tooltip.textContent).not.toContain('Hochwasser');
  });

  it('hides the tooltip on Escape and shows it again on Enter', async () => {
    renderOverlay({ events: [event({})] });
    await tabIntoMap();
    expect(screen.getByRole('tooltip').textContent).toContain('Zürich');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tooltip').textContent).toContain('Sturm');
  });

  it('shows the tooltip of the canton under the pointer, in the chosen language', async () => {
    await switchLanguage('it');
    renderOverlay({
      events: [
        event({
          affectedStates: ['TI'],
          messageType: null,
          title: { de: 'Waldbrand', fr: '', it: '', en: '' },
        }),
      ],
      pointer: { code: 'TI', pixel: [430, 300] },
    });
    const tooltip = screen.getByRole('tooltip');
    expect(within(tooltip).getByText('Ticino')).toBeDefined();
    expect(tooltip.textContent).toContain('Waldbrand');
    expect(tooltip.textContent).toContain('Altro · Attivo');
  });

  it('says so when a canton has no events', async () => {
    renderOverlay({ pointer: { code: 'BE', pixel: [100, 100] } });
    expect(screen.getByRole('tooltip').textContent).toBe('BernKeine Ereignisse');
  });

  it('offers only cantons whose place on the map is known', () => {
    renderOverlay({ layout: { size: [600, 400], anchors: new Map([['BE', [200, 200]]]) } });
    expect(
      within(cantonList())
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Bern']);
  });
});
