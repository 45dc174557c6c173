import { describe, expect, it } from 'vitest';
import { STANDARD_ALL_CLEAR } from '../../../domain/eventAllClear.ts';
import type { EventContent } from '../../../domain/eventContent.ts';
import { testBackends } from '../../test-support/database.ts';
import { capSchemaErrors, completeContent } from '../../test-support/events.ts';
import { useEventsTestApp } from '../../test-support/useEventsTestApp.ts';

const warning = () => completeContent(undefined, { validFrom: '2026-11-23T15:00:00+01:00' });

const ALL_CLEAR: EventContent['allClear'] = {
  de: { description: 'Die Sturmgefahr ist vorüber.', instruction: 'Melden Sie Sturmschäden Ihrer Gemeinde.' },
  fr: { description: 'Le danger de tempête est passé.', instruction: 'Annoncez les dégâts à votre commune.' },
  it: {
    description: 'Il pericolo di tempesta è passato.',
    instruction: 'Segnalate i danni al vostro comune.',
  },
};

/** The `info` of one CAP language. */
const infoOf = (xml: string, language: string) =>
  xml.split('<info>').find((info) => info.includes(`<language>${language}</language>`)) ?? '';

describe.each(testBackends())('the all-clear on %s', (backend) => {
  const { api } = useEventsTestApp(backend);

  /** A LIVE WARNING of zh.operator, published by zh.operator2. */
  async function publishedWarning(): Promise<number> {
    const id: number = (await api.create('zh.operator', { content: warning() })).json().eventId;
    await api.step('zh.operator', id, 'SUBMIT');
    expect((await api.step('zh.operator2', id, 'APPROVE')).json().state).toBe('ACTIVE');
    return id;
  }

  async function publishedAllClear(id: number, request: object = {}) {
    const requested = await api.step('zh.operator', id, 'REQUEST_ALL_CLEAR', request);
    expect(requested.statusCode, requested.body).toBe(200);
    expect((await api.step('zh.operator2', id, 'APPROVE')).json().state).toBe('ALL_CLEAR_ACTIVE');
    const cap = await api.call('zh.operator', 'GET', `events/${id}/cap`);
    expect(await capSchemaErrors(cap.body)).toEqual([]);
    return cap.body;
  }

  it("goes out with the operator's all-clear texts and CAP values that call the danger off", async () => {
    const id = await publishedWarning();
    const xml = await publishedAllClear(id, { content: { ...warning(), allClear: ALL_CLEAR } });
    expect(xml).toContain('<msgType>Update</msgType>');
    expect(xml).toContain(`ch.alert.console.event.${id}.v1,`);
    const german = infoOf(xml, 'de-CH');
    expect(german).toContain('<responseType>AllClear</responseType>');
    expect(german).toContain('<urgency>Past</urgency>');
    expect(german).toContain('<severity>Minor</severity>');
    expect(german).toContain('<certainty>Observed</certainty>');
    expect(german).toContain('<headline>Entwarnung – Sturmwarnung</headline>');
    expect(german).toContain('<description>Die Sturmgefahr ist vorüber.</description>');
    expect(german).toContain('<instruction>Melden Sie Sturmschäden Ihrer Gemeinde.</instruction>');
    expect(german).not.toContain('<onset>');
    expect(xml).not.toContain('Sturmböen bis 100 km/h');
    expect(xml).not.toContain('Bleiben Sie im Haus');
    expect(infoOf(xml, 'it-CH')).toContain('<description>Il pericolo di tempesta è passato.</description>');
    const versions = (await api.call('zh.operator', 'GET', `events/${id}/versions`)).json();
    expect(versions.at(-1).content.texts.fr).toEqual({
      title: 'Fin d’alerte – Avis de tempête',
      description: 'Le danger de tempête est passé.',
      impacts: [],
      instructions: ['Annoncez les dégâts à votre commune.'],
    });
    expect(versions.at(-1).content.pictograms).toEqual([]);
  });

  it("goes out under the operator's own all-clear title where one is written, the standard one elsewhere", async () => {
    const id = await publishedWarning();
    const allClear = { ...ALL_CLEAR, de: { ...ALL_CLEAR.de, title: 'Sturm vorüber: Gefahr gebannt' } };
    const xml = await publishedAllClear(id, { content: { ...warning(), allClear } });
    expect(infoOf(xml, 'de-CH')).toContain('<headline>Sturm vorüber: Gefahr gebannt</headline>');
    expect(infoOf(xml, 'fr-CH')).toContain('<headline>Fin d’alerte – Avis de tempête</headline>');
  });

  it('refuses an all-clear title over the limit and stays active', async () => {
    const id = await publishedWarning();
    const allClear = { ...ALL_CLEAR, de: { ...ALL_CLEAR.de, title: 'x'.repeat(121) } };
    const refused = await api.step('zh.operator', id, 'REQUEST_ALL_CLEAR', {
      content: { ...warning(), allClear },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('events.errors.tooLong');
    expect((await api.get('zh.operator', id)).json().state).toBe('ACTIVE');
  });

  it('is refused without its text in German, French or Italian, naming the language', async () => {
    const id = await publishedWarning();
    const refused = await api.step('zh.operator', id, 'REQUEST_ALL_CLEAR', {
      content: { ...warning(), allClear: { ...ALL_CLEAR, it: { description: ' ', instruction: '' } } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { path: 'allClear.it.description', messageKey: 'events.errors.missingAllClearDescription' },
    ]);
    const withoutFrench = await api.step('zh.operator', id, 'REQUEST_ALL_CLEAR', {
      content: { ...warning(), languages: ['de', 'it'], allClear: ALL_CLEAR },
    });
    expect(withoutFrench.statusCode).toBe(422);
    expect(withoutFrench.json().errors).toContainEqual({
      path: 'languages',
      messageKey: 'events.errors.frenchMissing',
    });
    expect((await api.get('zh.operator', id)).json().state).toBe('ACTIVE');
  });

  it('requested without texts (an event from before), goes out with the standard all-clear, not the warning', async () => {
    const id = await publishedWarning();
    const xml = await publishedAllClear(id);
    expect(infoOf(xml, 'de-CH')).toContain(`<description>${STANDARD_ALL_CLEAR.de.description}</description>`);
    expect(infoOf(xml, 'fr-CH')).toContain(`<instruction>${STANDARD_ALL_CLEAR.fr.instruction}</instruction>`);
    expect(xml).not.toContain('Sturmböen bis 100 km/h');
    expect(xml).toContain('<responseType>AllClear</responseType>');
  });
});
