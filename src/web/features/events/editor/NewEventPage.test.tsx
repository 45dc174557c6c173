// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateEventRequest, EventTemplate } from '../../../../domain/eventApi.ts';
import { EventContentSchema } from '../../../../domain/eventContent.ts';
import { initI18n, switchLanguage } from '../../../i18n.ts';
import {
  content,
  detail,
  type FakeServer,
  fakeEventsApi,
  renderEditorAt,
} from '../testing/editorTestSupport.tsx';

// The whole editor renders at once; on a busy machine that can take longer than Testing Library's 1 s.
const LOADED = { timeout: 5000 };

/** The events service, creating the event from what the page sends, with the server's defaults filled in. */
function creatingServer() {
  const server: FakeServer = { event: detail() };
  const fake = fakeEventsApi(server);
  const post = fake.api.post;
  fake.api.post = vi.fn(async (url: string, body?: unknown) => {
    const { content } = body as CreateEventRequest;
    if (url === '/api/ecc/events') server.event = detail({ content: EventContentSchema.parse(content) });
    return post(url, body);
  }) as typeof post;
  return fake;
}

async function startBlankEvent(primaryLanguage?: string) {
  const { api } = creatingServer();
  const { router } = renderEditorAt('/events/newEventFromHome', api);
  if (primaryLanguage) {
    await userEvent.click(await screen.findByRole('combobox', { name: 'Hauptsprache' }, LOADED));
    await userEvent.click(await screen.findByRole('option', { name: primaryLanguage }));
  }
  await userEvent.click(await screen.findByRole('button', { name: 'Ereignis beginnen' }, LOADED));
  await waitFor(() => expect(router.state.location.pathname).toBe('/events/7/edit'));
  const languages = await screen.findByRole('group', { name: /Sprachen, in denen/ }, LOADED);
  const ticked = within(languages)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.getAttribute('value'));
  const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
  return { ticked, tabs };
}

beforeAll(() => initI18n('de'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a new blank event', () => {
  it('goes out in German, French and Italian; English stays unticked until needed, as the hint says', async () => {
    const { ticked, tabs } = await startBlankEvent();
    expect(ticked).toEqual(['de', 'fr', 'it']);
    expect(tabs.some((tab) => tab?.startsWith('English'))).toBe(false);
  });

  it('goes out in English too when English is its primary language', async () => {
    const { ticked } = await startBlankEvent('English');
    expect(ticked).toEqual(['de', 'fr', 'it', 'en']);
  });
});

describe('the template cards', () => {
  const WATER: EventTemplate = {
    id: 5,
    name: { de: 'Trinkwasserverschmutzung', fr: '', it: 'Contaminazione dell’acqua potabile', en: '' },
    messageType: 'WARNING',
    eventType: 'DRINKING_WATER',
    usualSquareKilometres: 20,
    content: content(),
  };

  afterEach(() => switchLanguage('de'));

  it.each([
    ['it', 'Contaminazione dell’acqua potabile', 'it'],
    ['fr', 'Trinkwasserverschmutzung', 'de'],
  ] as const)(
    'in %s name a template “%s” in the language it is written in (%s), for the hyphenation',
    async (language, name, lang) => {
      await switchLanguage(language);
      renderEditorAt(
        '/events/newEventFromHomeWithTemplateSelection',
        fakeEventsApi({ event: detail(), templates: [WATER] }).api,
      );
      const card = await screen.findByRole('button', { name: new RegExp(name) }, LOADED);
      expect(within(card).getByText(name).getAttribute('lang')).toBe(lang);
    },
  );
});
