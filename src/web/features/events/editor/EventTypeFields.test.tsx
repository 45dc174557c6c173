// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventTypeCatalogue } from '../../../../domain/eventApi.ts';
import { ApiProvider } from '../../../api/ApiProvider.tsx';
import { initI18n } from '../../../i18n.ts';
import { apiAnswering, renderInConsole } from '../../../ui/test-utils.tsx';
import { EventTypeFields } from './EventTypeFields.tsx';

const name = (de: string) => ({ de, fr: de, it: de, en: de });

// The catalogue as GET /api/ecc/event-types answers it, with a type an administrator added.
const CATALOGUE: EventTypeCatalogue = {
  categories: [
    { code: 'NATURE', texts: name('Natur'), category: null },
    { code: 'SOCIETY', texts: name('Gesellschaft'), category: null },
  ],
  types: [
    { code: 'FLOOD', texts: name('Hochwasser'), category: 'NATURE' },
    { code: 'HAILSTORM', texts: name('Hagelsturm'), category: 'NATURE' },
    { code: 'MAJOR_EVENT', texts: name('Grossanlass'), category: 'SOCIETY' },
  ],
};

function renderFields(value: string | null, onChange: (value: string | null) => void = () => undefined) {
  return renderInConsole(
    <ApiProvider client={apiAnswering({ '/api/ecc/event-types': CATALOGUE })}>
      <EventTypeFields value={value} onChange={onChange} />
    </ApiProvider>,
  );
}

beforeAll(async () => {
  await initI18n('de');
});
afterEach(cleanup);

describe('event category and type fields', () => {
  it('offer the catalogue’s types of the chosen category, the new one included', async () => {
    const user = userEvent.setup();
    const chosen: (string | null)[] = [];
    renderFields(null, (value) => chosen.push(value));
    await user.click(screen.getByRole('combobox', { name: 'Ereigniskategorie' }));
    await user.click(await screen.findByRole('option', { name: 'Natur' }));
    await user.click(screen.getByRole('combobox', { name: /Ereignistyp/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Hochwasser', 'Hagelsturm']);
    await user.click(screen.getByRole('option', { name: 'Hagelsturm' }));
    expect(chosen).toEqual(['HAILSTORM']);
  });

  it('pick the first match with Enter after typing, as a searchable select does', async () => {
    const user = userEvent.setup();
    const chosen: (string | null)[] = [];
    renderFields(null, (value) => chosen.push(value));
    await user.type(screen.getByRole('combobox', { name: /Ereignistyp/ }), 'ss');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Hochwasser',
      'Grossanlass',
    ]);
    await user.keyboard('{Enter}');
    expect(chosen).toEqual(['FLOOD']);
  });

  it('show a type removed from the catalogue by its code, with a note', async () => {
    renderFields('TSUNAMI');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Ereignistyp/ })).toHaveProperty(
        'value',
        'TSUNAMI (nicht mehr im Textkatalog)',
      ),
    );
  });
});
