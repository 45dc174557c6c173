import { beforeAll, describe, expect, it } from 'vitest';
import type { EventVersion } from '../../../../domain/eventApi.ts';
import type { Language } from '../../../../domain/session.ts';
import { i18n, initI18n, textsIn } from '../../../i18n.ts';
import { matchesStrongConfirmation } from '../../../ui/popups/strongConfirmation.ts';
import { eventDetail, reachPreview, stormContent, version } from '../testing/eventFixtures.ts';
import {
  approvalMayPublish,
  interimApprovalConfirmation,
  literalPattern,
  publishConfirmation,
  submitConfirmation,
} from './actionConfirmations.ts';

beforeAll(() => initI18n('en'));

describe('publishing confirmation', () => {
  it('asks for the pattern literally: LIVE 42 and nothing else', () => {
    const pattern = literalPattern('LIVE 42');
    expect(matchesStrongConfirmation(pattern, 'LIVE 42')).toBe(true);
    expect(matchesStrongConfirmation(pattern, 'LIVE 4')).toBe(false);
    expect(matchesStrongConfirmation(literalPattern('LIVE 4.2'), 'LIVE 452')).toBe(false);
  });

  it('knows when an interstate approval leaves other cantons to decide', () => {
    const pending = eventDetail({
      state: 'APPROVAL_PENDING',
      owningState: 'BE',
      awaitingApprovalFrom: ['SO', 'LU'],
    });
    expect(approvalMayPublish(pending, 'SO')).toBe(false);
    expect(approvalMayPublish({ ...pending, awaitingApprovalFrom: ['SO'] }, 'SO')).toBe(true);
    // The national level decides in place of the cantons after the waiting time: that publishes.
    expect(approvalMayPublish(pending, 'CH')).toBe(true);
    expect(approvalMayPublish(eventDetail({ state: 'PUBLICATION_PENDING' }), 'ZH')).toBe(true);
  });

  it('speaks of sirens for the first alert only', () => {
    const first = publishConfirmation(eventDetail(), reachPreview(), i18n.t, 'en');
    expect(first.message).toContain('the chosen sirens sound');
    expect(first.strongConfirmation?.message).toBe('Type LIVE 42 to confirm');
    const update = publishConfirmation(
      eventDetail({ state: 'UPDATE_PENDING', publishedVersions: 1 }),
      reachPreview(),
      i18n.t,
      'en',
    );
    expect(update.message).toContain('sirens sound with the first alert only');
    expect(update.message).toContain('Sirens: none');
    expect(update.strongConfirmation).toBeDefined();
  });

  it('tells the approver of an update what it changes against the version the population has', () => {
    const update = eventDetail({ state: 'UPDATE_PENDING', publishedVersions: 1 });
    const changed = stormContent({
      messageType: 'WARNING',
      channels: { ...stormContent().channels, sirens: null },
    });
    const message = (published: EventVersion) =>
      publishConfirmation(update, reachPreview(), i18n.t, 'en', { published }).message;
    expect(message(version(1, changed))).toContain(
      'Changed against version 1, the one the population has now: Message type, Channels.',
    );
    expect(message(version(1, stormContent()))).toContain(
      'Against version 1, the one the population has now, the update changes nothing.',
    );
  });

  it('names as triggered only the chosen channels that will carry the message', () => {
    const channels = ['SIRENS', 'PUBLIC_APP', 'ICARO'] as const;
    const sirensDown = reachPreview({
      channels: [...channels],
      channelOutages: [{ channel: 'SIRENS', state: 'UNAVAILABLE' }],
    });
    const message = publishConfirmation(eventDetail(), sirensDown, i18n.t, 'en').message;
    expect(message).toContain('Channels that fire: Alertswiss app and website, radio (ICARO)');
    const allDown = reachPreview({
      channels: ['SIRENS'],
      channelOutages: [{ channel: 'SIRENS', state: 'UNAVAILABLE' }],
    });
    const none = publishConfirmation(eventDetail(), allDown, i18n.t, 'en').message;
    expect(none).toContain('Channels that fire: none');
    expect(none).toContain('None of the chosen channels can carry this message now');
    expect(none).toContain('Sirens: none');
    expect(none).not.toContain('the chosen sirens sound');
  });

  it('tells the approver of an update that the sirens stay silent by rule, and that the others are out', () => {
    const update = eventDetail({ state: 'UPDATE_PENDING', publishedVersions: 1 });
    const onlySirens = reachPreview({ channels: ['SIRENS'], channelOutages: [] });
    const quiet = publishConfirmation(update, onlySirens, i18n.t, 'en').message;
    expect(quiet).toMatch(/^Channels that fire: none – sirens do not sound for an update$/m);
    expect(quiet).toContain('Approving publishes it, but it reaches the population through no channel');
    expect(quiet).not.toContain('down or switched off');
    expect(quiet).not.toContain('(see above)');

    const icaroOff = reachPreview({
      channels: ['SIRENS', 'ICARO'],
      channelOutages: [{ channel: 'ICARO', state: 'DISABLED' }],
    });
    const publish = publishConfirmation(update, icaroOff, i18n.t, 'en');
    expect(publish.message).toContain(
      'Channels that fire: none – sirens do not sound for an update; every other chosen channel is down or switched off',
    );
    expect(publish.warnings).toEqual(['Radio (ICARO) is switched off: the broadcasters get nothing.']);

    const allClear = eventDetail({ state: 'ALL_CLEAR_PENDING', publishedVersions: 1 });
    expect(publishConfirmation(allClear, onlySirens, i18n.t, 'en').message).toContain(
      'Channels that fire: none – sirens do not sound for an all-clear',
    );
    // A first alert whose sirens are all it has, and they are out: that is an outage.
    const sirensDown = reachPreview({
      channels: ['SIRENS'],
      channelOutages: [{ channel: 'SIRENS', state: 'UNAVAILABLE' }],
    });
    expect(publishConfirmation(eventDetail(), sirensDown, i18n.t, 'en').message).toContain(
      'Channels that fire: none – every chosen channel is down or switched off',
    );
  });

  it('names for the author each chosen channel that will not carry the message, as for the approver', () => {
    const alertswissOff = reachPreview({
      channels: ['PUBLIC_APP'],
      channelOutages: [{ channel: 'ALERTSWISS', state: 'DISABLED' }],
    });
    const submit = submitConfirmation(eventDetail({ state: 'PREPARATION' }), alertswissOff, i18n.t, 'en');
    const publish = publishConfirmation(eventDetail(), alertswissOff, i18n.t, 'en');
    expect(submit.warnings).toEqual(['Alertswiss is switched off: the app and website get nothing.']);
    expect(submit.warnings).toEqual(publish.warnings);
  });

  it('warns the approver of an update where its languages disagree, as the author was warned on submit', () => {
    const base = stormContent();
    const raised = stormContent({
      texts: {
        ...base.texts,
        de: { ...base.texts.de!, description: 'Hagel und Sturmböen bis 130 km/h ab 16 Uhr.' },
      },
    });
    const update = eventDetail({ state: 'UPDATE_PENDING', publishedVersions: 1, content: raised });
    const mismatch =
      'The languages do not agree – Deutsch / Français: different numbers or times (130, 16, 120, 17)';
    const publish = publishConfirmation(update, reachPreview(), i18n.t, 'en', {
      published: version(1, base),
    });
    expect(publish.warnings).toContain(mismatch);
    expect(interimApprovalConfirmation({ ...update, state: 'APPROVAL_PENDING' }, i18n.t).warnings).toContain(
      mismatch,
    );
    expect(publishConfirmation(eventDetail(), reachPreview(), i18n.t, 'en').warnings).toEqual([]);
  });

  it('names the owner’s canton where the area leaves it, true for whoever approves', async () => {
    const across = reachPreview({
      owningState: 'BE',
      cantons: ['BE', 'SO'],
      confirmation: { strong: true, pattern: 'LIVE 9', reasons: ['liveAlarm', 'outsideTerritory'] },
    });
    const event = eventDetail({ eventId: 9, owningState: 'BE', state: 'APPROVAL_PENDING' });
    const reasons =
      'an alarm in LIVE operation and the area reaches beyond the canton of Bern, which owns the event.';
    // The author is told ahead; the approver beside the field that asks for it now, not once more in the text.
    const submit = submitConfirmation({ ...event, state: 'PREPARATION' }, across, i18n.t, 'en');
    expect(submit.message).toContain(`Publishing will need a typed confirmation: ${reasons}`);
    const question = publishConfirmation(event, across, i18n.t, 'en');
    expect(question.strongConfirmation?.reason).toBe(`A typed confirmation is needed: ${reasons}`);
    expect(question.message).not.toContain('typed confirmation');
    expect(
      publishConfirmation(event, across, await textsIn('de'), 'de').strongConfirmation?.reason,
    ).toContain('das Gebiet reicht über den Kanton Bern hinaus, dem das Ereignis gehört');
  });

  it('tells the national organisation in place of which cantons it decides after their deadline', async () => {
    const event = eventDetail({
      eventId: 8,
      owningState: 'BE',
      state: 'APPROVAL_PENDING',
      affectedStates: ['AG', 'BE', 'JU', 'LU', 'SO'],
      approvedBy: ['SO'],
      awaitingApprovalFrom: ['AG', 'JU', 'LU'],
    });
    const reach = reachPreview({ owningState: 'BE', cantons: ['AG', 'BE', 'JU', 'LU', 'SO'] });
    const asked = async (language: Language) =>
      publishConfirmation(event, reach, await textsIn(language), language, { stateCode: 'CH' }).message;
    expect(await asked('de')).toContain(
      'Sie entscheiden an Stelle von: Aargau, Jura, Luzern (Frist abgelaufen).',
    );
    expect(await asked('fr')).toContain(
      'Vous décidez à la place de\u00a0: Argovie, Jura, Lucerne (délai échu).',
    );
    expect(await asked('it')).toContain('Decide al posto di: Argovia, Giura, Lucerna (termine scaduto).');
    expect(await asked('en')).toContain('You decide in place of: Aargau, Jura, Lucerne (deadline passed).');
    // The canton that decides last decides for itself, and a national event awaits no canton.
    const last = { ...event, awaitingApprovalFrom: ['SO'] };
    expect(publishConfirmation(last, reach, i18n.t, 'en', { stateCode: 'SO' }).message).not.toContain(
      'in place of',
    );
    const national = eventDetail({
      owningState: 'CH',
      state: 'APPROVAL_PENDING',
      awaitingApprovalFrom: ['CH'],
    });
    expect(
      publishConfirmation(national, reachPreview(), i18n.t, 'en', { stateCode: 'CH' }).message,
    ).not.toContain('in place of');
  });

  it('lists the municipalities in the reader’s alphabetical order', () => {
    const names = ['Deitingen', 'Buchegg', 'Bätterkinden', 'Biberist'];
    const reach = reachPreview({ municipalities: { count: 4, names } });
    expect(publishConfirmation(eventDetail(), reach, i18n.t, 'en').message).toContain(
      'Bätterkinden, Biberist, Buchegg, Deitingen',
    );
  });
});
