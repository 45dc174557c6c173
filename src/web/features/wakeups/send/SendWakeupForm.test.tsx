// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n.ts';
import { writeDraft } from '../../../ui/last-known/localDraft.ts';
import { fakeEventsApi, renderEventsPage } from '../../events/testing/renderEventsPage.tsx';
import { SendWakeupForm } from './SendWakeupForm.tsx';
import { EMPTY_SEND } from './sendValues.ts';

beforeAll(() => initI18n('de'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function openForm() {
  const server = fakeEventsApi({ 'GET /api/ecc/wakeups/organisations': () => [] });
  renderEventsPage(<SendWakeupForm onSent={() => undefined} />, { api: server.api, path: '/wakeups' });
}

describe('send a wake-up', () => {
  it('brings back what was typed and not sent, until the operator starts afresh', async () => {
    const subject = { ...EMPTY_SEND.subject, de: 'Hochwasser Sihl: Pikett aufbieten' };
    writeDraft('zh.operator', 'wakeup.send', { value: { ...EMPTY_SEND, subject }, version: 0 });
    openForm();
    const field = await screen.findByRole('textbox', { name: /Betreff \(Deutsch\)/ });
    expect((field as HTMLInputElement).value).toBe('Hochwasser Sihl: Pikett aufbieten');
    expect(screen.getByText('Nicht gesendete Eingaben wiederhergestellt')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Verwerfen und neu beginnen' }));
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Nicht gesendete Eingaben wiederhergestellt')).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.includes('wakeup.send'))).toEqual([]);
  });
});
