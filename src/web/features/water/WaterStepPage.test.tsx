// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Dam } from '../../../domain/water.ts';
import { initI18n, switchLanguage } from '../../i18n.ts';
import { fakeEventsApi, renderEventsPage } from '../events/testing/renderEventsPage.tsx';
import { AlarmDamPage, UnlockDamPage } from './WaterPages.tsx';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const sihlsee: Dam = {
  id: 7,
  name: 'Sihlsee',
  stateCode: 'SZ',
  municipality: 'Einsiedeln',
  nearZone: { groupId: 3, name: 'Nahzone Sihlsee', sirenCount: 12 },
  locked: true,
  changedBy: null,
  changedAt: null,
  reason: null,
  lastAlarmId: null,
};
const grimsel: Dam = { ...sihlsee, id: 8, name: 'Grimsel', stateCode: 'BE', municipality: 'Guttannen' };

function WaterScreen() {
  return (
    <Routes>
      <Route path="/water/unlock" element={<UnlockDamPage />} />
      <Route path="/water/alarm" element={<AlarmDamPage />} />
    </Routes>
  );
}

describe('water alarm pages', () => {
  it('leads from a locked dam on the alarm page to its unlock, the same dam chosen', async () => {
    await switchLanguage('en');
    const server = fakeEventsApi({ 'GET /api/ecc/water/dams': () => [grimsel, sihlsee] });
    const { router } = renderEventsPage(<WaterScreen />, { api: server.api, path: '/water/alarm?dam=7' });

    const blocked = await screen.findByTestId('water-blocked');
    expect(blocked.textContent).toContain('The water alarm of Sihlsee is locked. Unlock it first.');
    await userEvent.click(within(blocked).getByRole('link', { name: 'Unlock the water alarm of Sihlsee' }));

    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/water/unlock?dam=7');
    expect(await screen.findByRole('heading', { name: 'Unlock the water alarm' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Sihlsee' })).toHaveProperty('checked', true);
    expect(screen.getByRole('heading', { name: 'Sihlsee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock' })).toHaveProperty('disabled', false);
  });
});
