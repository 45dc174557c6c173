import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dam } from '../../../domain/water.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { matchesStrongConfirmation } from '../../ui/popups/strongConfirmation.ts';
import { blockedBy } from './StepAction.tsx';
import { stepConfirmation } from './stepConfirmation.ts';

const dam: Dam = {
  id: 3,
  name: 'Contra (Verzasca)',
  stateCode: 'TI',
  municipality: 'Tenero-Contra',
  nearZone: { groupId: 7, name: 'Allarme acqua zona vicina Contra (Verzasca)', sirenCount: 8 },
  locked: true,
  changedBy: null,
  changedAt: null,
  reason: null,
  lastAlarmId: null,
  lastAlarmStatus: null,
  lastGeneralAlarm: null,
};
const t = i18next.createInstance();

beforeAll(() => t.init({ lng: 'en', resources: { en: { translation: en } } }));

describe('water alarm confirmation', () => {
  it('LIVE asks for the dam’s name typed, brackets and all', () => {
    const question = stepConfirmation('alarm', dam, '', 'LIVE', t.t);
    expect(question).toMatchObject({
      critical: true,
      operationMode: 'LIVE',
      title: 'Trigger the water alarm of Contra (Verzasca)?',
    });
    const pattern = question.strongConfirmation!.pattern;
    expect(matchesStrongConfirmation(pattern, 'Contra (Verzasca)')).toBe(true);
    expect(matchesStrongConfirmation(pattern, 'Contra Verzasca')).toBe(false);
  });

  it('forgives case, accents and stray spaces in the typed name, under stress on any keyboard', () => {
    const grimsel = { ...dam, name: 'Räterichsboden (Grimsel)' };
    const pattern = stepConfirmation('alarm', grimsel, '', 'LIVE', t.t).strongConfirmation!.pattern;
    for (const typed of [
      'raterichsboden (grimsel)',
      'Räterichsboden (Grimsel) ',
      ' RÄTERICHSBODEN  (GRIMSEL)',
    ]) {
      expect(matchesStrongConfirmation(pattern, typed), typed).toBe(true);
    }
    expect(matchesStrongConfirmation(pattern, 'Raterichsboden')).toBe(false);
  });

  it('names the near zone with its sirens, or says the dam has none', () => {
    expect(stepConfirmation('alarm', dam, '', 'LIVE', t.t).message).toContain(
      'Near zone: Allarme acqua zona vicina Contra (Verzasca) – 8 sirens',
    );
    const single = { ...dam, nearZone: { groupId: 7, name: 'Nahzone Contra', sirenCount: 1 } };
    expect(stepConfirmation('unlock', single, '', 'LIVE', t.t).message).toContain(
      'Near zone: Nahzone Contra – 1 siren',
    );
    expect(stepConfirmation('unlock', { ...dam, nearZone: null }, '', 'LIVE', t.t).message).toContain(
      'This dam has no near zone',
    );
  });

  it('before an alarm with no general alarm first, says so in the question; otherwise not', () => {
    const warning =
      'No general alarm has sounded in the near zone in the last 24 hours. The water alarm normally follows a general alarm.';
    const unlocked = { ...dam, locked: false };
    for (const mode of ['LIVE', 'EXERCISE'] as const)
      expect(stepConfirmation('alarm', unlocked, '', mode, t.t).message).toContain(warning);
    const afterGeneral = {
      ...unlocked,
      lastGeneralAlarm: { alarmId: 45, startedAt: '2026-11-27T18:40:12Z', status: 'FINISHED' as const },
    };
    expect(stepConfirmation('alarm', afterGeneral, '', 'LIVE', t.t).message).not.toContain(warning);
    // Arming and disarming sound nothing: no warning there.
    expect(stepConfirmation('unlock', dam, 'Stufe 5', 'LIVE', t.t).message).not.toContain(warning);
    expect(stepConfirmation('lock', unlocked, '', 'LIVE', t.t).message).not.toContain(warning);
  });

  it('EXERCISE only asks, and only the LIVE alarm itself is styled critical', () => {
    expect(stepConfirmation('unlock', dam, 'Drill', 'EXERCISE', t.t)).toMatchObject({
      strongConfirmation: undefined,
      critical: false,
    });
    expect(stepConfirmation('alarm', dam, 'Drill', 'EXERCISE', t.t).critical).toBe(false);
    expect(stepConfirmation('unlock', dam, '', 'LIVE', t.t).critical).toBe(false);
    expect(stepConfirmation('lock', dam, '', 'LIVE', t.t).critical).toBe(false);
  });

  it('says why a step cannot be taken on the dam as it stands', () => {
    expect(blockedBy('unlock', dam)).toBeNull();
    expect(blockedBy('alarm', dam)).toBe('water.blocked.locked.alarm');
    expect(blockedBy('lock', dam)).toBe('water.blocked.locked.lock');
    const unlocked = { ...dam, locked: false };
    expect(blockedBy('unlock', unlocked)).toBe('water.blocked.unlocked');
    expect(blockedBy('alarm', unlocked)).toBeNull();
    expect(blockedBy('alarm', { ...unlocked, nearZone: null })).toBe('water.current.noNearZone');
  });
});
