// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import { initI18n } from '../../../i18n.ts';
import { renderInConsole } from '../../../ui/test-utils.tsx';
import { eventDetail, stormContent } from '../testing/eventFixtures.ts';
import { PendingLanguageWarnings } from './PendingLanguageWarnings.tsx';

beforeAll(() => initI18n('de'));
afterEach(cleanup);

// The German text raised to 130 km/h from 16 Uhr; French and Italian still say 120 km/h from 17 h.
const base = stormContent();
const raised = stormContent({
  texts: {
    ...base.texts,
    de: { ...base.texts.de!, description: 'Hagel und Sturmböen bis 130 km/h ab 16 Uhr.' },
  },
});

const show = (event: EventDetail) => renderInConsole(<PendingLanguageWarnings event={event} />);

describe('languages that disagree on the event page', () => {
  it('are named to the approver of a pending update, as the author was told on submit', () => {
    show(eventDetail({ state: 'UPDATE_PENDING', publishedVersions: 1, content: raised }));
    const warning = screen.getByRole('alert');
    expect(
      within(warning).getByText('Die Sprachen stimmen nicht überein – vor der Freigabe prüfen'),
    ).toBeDefined();
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Deutsch / Français: unterschiedliche Zahlen oder Zeiten (130, 16, 120, 17)',
      'Deutsch / Italiano: unterschiedliche Zahlen oder Zeiten (130, 16, 120, 17)',
    ]);
  });

  it('are not named once nothing waits for approval, nor when the languages agree', () => {
    show(eventDetail({ state: 'ACTIVE', publishedVersions: 1, content: raised }));
    show(eventDetail({ state: 'APPROVAL_PENDING', content: base }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('of an all-clear are those of the all-clear’s texts, the ones it sends', () => {
    show(eventDetail({ state: 'ALL_CLEAR_PENDING', publishedVersions: 1, content: raised }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
