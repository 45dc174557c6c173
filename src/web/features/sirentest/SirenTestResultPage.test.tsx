// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SirenTestSirenRow } from '../../../domain/sirenTest.ts';
import { i18n, initI18n, switchLanguage, textsIn } from '../../i18n.ts';
import { fakeEventsApi, renderEventsPage } from '../events/testing/renderEventsPage.tsx';
import { SirenTestResultPage } from './SirenTestResultPage.tsx';

beforeAll(() => initI18n('it'));
afterEach(cleanup);
afterAll(() => switchLanguage('de'));

const siren = (sirenId: number, overrides: Partial<SirenTestSirenRow>): SirenTestSirenRow => ({
  sirenId,
  sirenCode: `TI-${String(sirenId).padStart(4, '0')}`,
  sirenName: `Bellinzona ${sirenId}`,
  stateCode: 'TI',
  municipality: 'Bellinzona',
  outcome: 'FAILED',
  faultCode: null,
  updatedAt: '2027-02-03T13:31:00Z',
  ...overrides,
});

function openResult(rows: SirenTestSirenRow[]) {
  const server = fakeEventsApi({
    'GET /api/scc/sirentests/active': () => ({
      test: { id: 4, testDate: '2027-02-03', stateCodes: ['TI'] },
    }),
    'GET /api/scc/sirentests/active/sirens': () => rows,
  });
  renderEventsPage(<SirenTestResultPage />, { api: server.api, path: '/data/siren-test-result' });
}

const faultOf = async (code: string) => {
  const row = (await screen.findByText(new RegExp(`^${code} `))).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell')[4]?.textContent;
};

describe('siren test result', () => {
  it.each(['it', 'fr', 'de', 'en'] as const)(
    'names a siren’s fault in %s with the words of the monitoring’s open errors',
    async (language) => {
      await switchLanguage(language);
      const t = await textsIn(language);
      openResult([
        siren(1, { faultCode: 'AMPLIFIER' }),
        siren(2, { faultCode: 'BATTERY_LOW' }),
        siren(3, { outcome: 'NOT_TESTED', faultCode: 'REAL_ALARM' }),
        siren(4, { outcome: 'NOT_TESTED', faultCode: 'OUT_OF_SERVICE' }),
        siren(5, { faultCode: 'E-104' }),
      ]);
      // One set of fault texts: the test's result says what the open error of the same device says.
      expect(await faultOf('TI-0001')).toBe(t('monitoring.faultCodes.AMPLIFIER'));
      expect(await faultOf('TI-0002')).toBe(t('monitoring.faultCodes.BATTERY_LOW'));
      expect(await faultOf('TI-0003')).toBe(t('alarming.skipReasons.REAL_ALARM'));
      expect(await faultOf('TI-0004')).toBe(t('alarming.skipReasons.OUT_OF_SERVICE'));
      // A code the console does not know stays as the device reported it.
      expect(await faultOf('TI-0005')).toBe('E-104');
    },
  );

  it('shows the Italian operator the device faults in one wording', async () => {
    await switchLanguage('it');
    openResult([siren(1, { faultCode: 'AMPLIFIER' }), siren(2, { faultCode: 'RADIO_MODULE' })]);
    expect(await faultOf('TI-0001')).toBe('Amplificatore guasto');
    expect(await faultOf('TI-0002')).toBe('Modulo radio guasto');
    expect(i18n.exists('sirenTest.faults.AMPLIFIER')).toBe(false);
  });
});
