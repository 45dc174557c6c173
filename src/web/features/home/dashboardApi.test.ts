import { describe, expect, it } from 'vitest';
import { counterStateOf, isEventUpdateFor } from './dashboardApi.ts';

const update = {
  eventId: 7,
  eventState: 'ACTIVE',
  messageType: 'ALARM',
  affectedStates: ['ZH'],
  title: { de: 'Chemieunfall', fr: '', it: '', en: '' },
  primaryLanguage: 'de',
  owningOrganisation: { territory: 'ZH' },
};

describe('counterStateOf', () => {
  it('counts every event for a national organisation, the managed territory otherwise', () => {
    expect(counterStateOf({ organisationCharacteristic: 'CH_ALL', managedTerritory: 'CH' })).toBe('CH');
    expect(counterStateOf({ organisationCharacteristic: 'CH_ALL', managedTerritory: 'BE' })).toBe('CH');
    expect(counterStateOf({ organisationCharacteristic: null, managedTerritory: 'ZH' })).toBe('ZH');
  });
});

describe('isEventUpdateFor', () => {
  it('takes updates of the own operation mode, and those that do not name one', () => {
    expect(isEventUpdateFor({ ...update, operationMode: 'LIVE' }, 'LIVE')).toBe(true);
    expect(isEventUpdateFor(update, 'EXERCISE')).toBe(true);
    expect(isEventUpdateFor({ ...update, eventState: 'CLOSED' }, 'LIVE')).toBe(true);
  });

  it('ignores updates of the other operation mode and payloads that are no event', () => {
    expect(isEventUpdateFor({ ...update, operationMode: 'EXERCISE' }, 'LIVE')).toBe(false);
    expect(isEventUpdateFor(null, 'LIVE')).toBe(false);
    expect(isEventUpdateFor({ eventId: '7', eventState: 'ACTIVE', affectedStates: [] }, 'LIVE')).toBe(false);
    expect(isEventUpdateFor({ ...update, affectedStates: 'ZH' }, 'LIVE')).toBe(false);
  });
});
