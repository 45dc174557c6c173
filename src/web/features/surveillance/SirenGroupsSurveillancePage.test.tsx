// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { initI18n, switchLanguage } from '../../i18n.ts';
import { fakeEventsApi, renderEventsPage } from '../events/testing/renderEventsPage.tsx';
import { SirenGroupsSurveillancePage } from './SirenGroupsSurveillancePage.tsx';
import { groupRow } from './testing/surveillanceFixtures.ts';

beforeAll(() => initI18n('fr'));
afterEach(cleanup);

describe('siren group surveillance', () => {
  it('reads each group as its worst member, with the age of its oldest report in the language', async () => {
    await switchLanguage('fr');
    const now = Date.now();
    const server = fakeEventsApi({
      'GET /api/scc/alarming/sirengroupssurveillance': () => [
        groupRow(now),
        groupRow(now, {
          id: 2,
          name: 'Winterthur',
          ok: 10,
          stale: 1,
          fault: 1,
          oldestReportAt: new Date(now - 45 * 60_000).toISOString(),
        }),
        groupRow(now, {
          id: 3,
          name: 'Ganzer Kanton Zürich',
          members: 450,
          ok: 436,
          stale: 14,
          neverReported: 14,
          oldestReportAt: new Date(now - 3 * 60_000).toISOString(),
        }),
      ],
      'GET /api/ecc/states': () => [],
    });
    renderEventsPage(<SirenGroupsSurveillancePage />, { api: server.api, path: '/' });
    const worst = (await screen.findByText('Winterthur', {}, { timeout: 5_000 })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(worst).getByText('Dérangement', { selector: '[col-id="condition"]' })).toBeTruthy();
    expect(worst.className).toContain('condition-FAULT');
    expect(within(worst).getByText(/il y a 45\smin/)).toBeTruthy();
    // A whole canton with a few sirens never heard of: as current as the others, the silent ones counted.
    const canton = screen.getByText('Ganzer Kanton Zürich').closest('[role="row"]') as HTMLElement;
    expect(within(canton).getByText(/il y a 3\smin.*14 sirènes jamais annoncées/)).toBeTruthy();
    expect(canton.className).toContain('condition-STALE');

    // The boundaries' source under the map (OpenLayers loads first), in the console's language.
    expect(
      await screen.findByText('Office fédéral de la statistique (OFS), GEOSTAT', {}, { timeout: 10_000 }),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Dérangement' }));
    await waitFor(() => expect(screen.queryByText('Zürich Stadt')).toBeNull());
    expect(screen.getByText('Winterthur')).toBeTruthy();
  });

  it('says the groups are loading instead of counting none while they load', async () => {
    await switchLanguage('fr');
    const server = fakeEventsApi({
      'GET /api/scc/alarming/sirengroupssurveillance': () => new Promise(() => undefined),
      'GET /api/ecc/states': () => [],
    });
    renderEventsPage(<SirenGroupsSurveillancePage />, { api: server.api, path: '/' });
    const summary = screen.getByRole('group', { name: 'Résumé' });
    expect(within(summary).getByText('Chargement des groupes de sirènes …')).toBeTruthy();
    expect(summary.textContent).not.toMatch(/\d/);
  });
  it('says the groups could not be loaded instead of loading on and on, with a way to try again', async () => {
    await switchLanguage('fr');
    let fail = true;
    const server = fakeEventsApi({
      'GET /api/scc/alarming/sirengroupssurveillance': () => {
        if (fail) throw new ApiError(500, null);
        return [groupRow(Date.now())];
      },
      'GET /api/ecc/states': () => [],
    });
    renderEventsPage(<SirenGroupsSurveillancePage />, { api: server.api, path: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('L’état des groupes de sirènes n’a pas pu être chargé.');
    expect(screen.queryByText('Chargement des groupes de sirènes …')).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Zürich Stadt', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
