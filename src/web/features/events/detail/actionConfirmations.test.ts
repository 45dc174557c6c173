import { beforeAll, describe, expect, it } from 'vitest';
import type { EventVersion } from '../../../../domain/eventApi.ts';
import { i18n, initI18n } from '../../../i18n.ts';
import { matchesStrongConfirmation } from '../../../ui/popups/strongConfirmation.ts';
import { eventDetail, reachPreview, stormContent, version } from '../testing/eventFixtures.ts';
import {
  approvalMayPublish,
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
      publishConfirmation(update, reachPreview(), i18n.t, 'en', published).message;
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
});
