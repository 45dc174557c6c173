// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardEvent, SEVERITY_COLOURS } from '../../../../domain/events.ts';
import { initI18n } from '../../../i18n.ts';
import type { MapState } from '../../../ui/map/mapState.ts';
import { renderInConsole } from '../../../ui/test-utils.tsx';
import { CantonMap } from './CantonMap.tsx';
import { CALM_FILL } from './cantonStyles.ts';
import { VIEW } from './mapView.ts';

beforeAll(async () => {
  await initI18n('de');
});
afterEach(cleanup);

const square = (west: number): MapState['polygons'] => [
  {
    shell: [
      [west, VIEW.maxN - 60_000],
      [west + 50_000, VIEW.maxN - 60_000],
      [west + 50_000, VIEW.maxN - 10_000],
      [west, VIEW.maxN - 60_000],
    ],
    holes: [],
  },
];
const STATES: MapState[] = [
  {
    code: 'ZH',
    name: { de: 'Zürich', fr: 'Zurich', it: 'Zurigo', en: 'Zurich' },
    polygons: square(VIEW.minE),
  },
  {
    code: 'BE',
    name: { de: 'Bern', fr: 'Berne', it: 'Berna', en: 'Bern' },
    polygons: square(VIEW.minE + 100_000),
  },
];
const warning: DashboardEvent = {
  eventId: 1,
  eventState: 'ACTIVE',
  messageType: 'WARNING',
  affectedStates: ['ZH'],
  title: { de: 'Sturm', fr: 'Tempête', it: 'Tempesta', en: 'Storm' },
  primaryLanguage: 'de',
  owningOrganisation: { territory: 'ZH' },
  awaitingApprovalFrom: [],
  nationalMayDecideAt: null,
};

const canton = (code: string) => document.querySelector(`path[data-canton="${code}"]`)!;

// A dashboard whose events change as a live message would change them.
const alarmInBern = { ...warning, messageType: 'ALARM' as const, affectedStates: ['BE'] };
function LiveMap() {
  const [events, setEvents] = useState<DashboardEvent[]>([warning]);
  return (
    <>
      <button type="button" onClick={() => setEvents([alarmInBern])}>
        live
      </button>
      <CantonMap states={STATES} events={events} />
    </>
  );
}

describe('canton map', () => {
  it('fills each canton by its most severe active message type and follows new events', async () => {
    renderInConsole(<LiveMap />);
    expect(canton('ZH').getAttribute('fill')).toBe(SEVERITY_COLOURS.WARNING);
    expect(canton('BE').getAttribute('fill')).toBe(CALM_FILL);
    fireEvent.click(screen.getByRole('button', { name: 'live' }));
    expect(canton('ZH').getAttribute('fill')).toBe(CALM_FILL);
    expect(canton('BE').getAttribute('fill')).toBe(SEVERITY_COLOURS.ALARM);
    expect(screen.getByText('Bundesamt für Statistik (BFS), GEOSTAT')).toBeDefined();
  });

  it('shows the tooltip of the canton under the pointer and outlines it', () => {
    renderInConsole(<CantonMap states={STATES} events={[warning]} />);
    fireEvent.pointerMove(canton('ZH'), { clientX: 40, clientY: 60 });
    expect(screen.getByRole('tooltip').textContent).toContain('Sturm');
    expect(document.querySelectorAll('path[stroke="#111418"]')).toHaveLength(1);
    fireEvent.pointerMove(document.querySelector('svg')!, { clientX: 5, clientY: 5 });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.click(canton('BE'), { clientX: 200, clientY: 60 });
    expect(screen.getByRole('tooltip').textContent).toBe('BernKeine Ereignisse');
  });

  it('lays the cantons see-through over the base map and names its source', () => {
    renderInConsole(
      <CantonMap states={STATES} events={[warning]} tilesUrl="https://tiles.example.ch/{z}/{x}/{y}.png" />,
    );
    expect(canton('ZH').getAttribute('fill')).toBe(`${SEVERITY_COLOURS.WARNING}A6`);
    expect(screen.getByText('Bundesamt für Statistik (BFS), GEOSTAT · © swisstopo')).toBeDefined();
  });
});
