// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILES } from '../../../../domain/permissions.ts';
import { ApiProvider } from '../../../api/ApiProvider.tsx';
import type { ApiClient } from '../../../api/http.ts';
import { AuthContext } from '../../../auth/AuthContext.ts';
import { initI18n } from '../../../i18n.ts';
import { testMe, testSession } from '../../../shell/testing/renderInShell.tsx';
import { renderInConsole } from '../../../ui/test-utils.tsx';
import { handOverReport } from './reportHandoff.ts';
import type { ReportMailLimits } from './reportMailLimits.ts';
import { SendReportDialog } from './SendReportDialog.tsx';

function renderDialog(limits: ReportMailLimits) {
  handOverReport('sirens', {
    tableName: 'Stationäre Sirenen',
    table: { headers: ['Kennung'], rows: [['ZH-0001']] },
    points: [],
  });
  const api = { get: vi.fn(async () => limits), post: vi.fn(), put: vi.fn(), del: vi.fn() };
  const me = testMe({ userName: 'zh.operator', permissions: [...PROFILES.CANTONAL_OPERATOR] });
  const session = testSession(me);
  renderInConsole(
    <AuthContext.Provider value={session}>
      <ApiProvider client={api as unknown as ApiClient}>
        <SendReportDialog path={['sirens']} onClose={() => undefined} />
      </ApiProvider>
    </AuthContext.Provider>,
  );
  return api;
}

const limits = { maxRecipients: 10, allowedDomains: ['zh.example.ch'], perHour: 20, remaining: 3 };

beforeAll(() => initI18n('de'));
afterEach(cleanup);

describe('report e-mail wizard', () => {
  it('opened by its address alone, says why nothing is there and leads to the table', async () => {
    sessionStorage.clear();
    renderInConsole(<SendReportDialog path={['sirens']} onClose={() => undefined} />);
    expect(await screen.findByText(/nach dem Neuladen der Seite/)).toBeDefined();
    expect(screen.getByText(/Öffnen Sie die Tabelle «Stationäre Sirenen»/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Tabelle «Stationäre Sirenen» öffnen' })).toBeDefined();
  });

  it('tells the recipient limits and the mails left before sending, and flags a refused domain', async () => {
    const api = renderDialog(limits);
    expect(
      await screen.findByText('In dieser Stunde können Sie noch 3 von 20 Berichten senden.'),
    ).toBeDefined();
    expect(api.get).toHaveBeenCalledWith('/api/scc/reports/email/limits');
    expect(
      screen.getByText(/Höchstens 10 Empfänger insgesamt, nur an Adressen von: zh\.example\.ch\./),
    ).toBeDefined();

    await userEvent.click(screen.getByRole('radio', { name: 'CSV' }));
    const to = screen.getByRole('combobox', { name: /^Empfänger/ });
    await userEvent.type(to, 'lage@zh.example.ch{Enter}');
    const send = screen.getByRole('button', { name: 'Senden' });
    expect(send.hasAttribute('disabled')).toBe(false);

    await userEvent.type(to, 'boss@evil.example{Enter}');
    expect(screen.getByText('Nicht erlaubte Adresse: boss@evil.example')).toBeDefined();
    expect(send.hasAttribute('disabled')).toBe(true);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('says so and keeps Send disabled once the hourly mails are used up', async () => {
    renderDialog({ ...limits, remaining: 0 });
    expect(
      await screen.findByText(
        'Sie haben in der letzten Stunde bereits 20 Berichte per E-Mail gesendet. Bitte später erneut versuchen.',
      ),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: 'CSV' }));
    await userEvent.type(screen.getByRole('combobox', { name: /^Empfänger/ }), 'lage@zh.example.ch{Enter}');
    expect(screen.getByRole('button', { name: 'Senden' }).hasAttribute('disabled')).toBe(true);
  });
});
