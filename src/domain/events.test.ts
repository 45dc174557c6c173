import { describe, expect, it } from 'vitest';
import {
  applyEventUpdate,
  cantonTooltip,
  compareForTooltip,
  countApprovals,
  countEvents,
  type DashboardEvent,
  EVENT_STATES,
  type EventState,
  eventsOfState,
  isEventState,
  isMessageType,
  MAP_STATES,
  MESSAGE_TYPES,
  mapSeverities,
  nextNationalDecision,
  SEVERITY_COLOURS,
  severityOf,
  TOOLTIP_LIMIT,
  titleIn,
} from './events.ts';

/** Every type an event can carry: the four levels, none yet, and one this console does not know. */
const TYPES: (string | null)[] = [...MESSAGE_TYPES, null, 'EVACUATION'];
const PAIRS = EVENT_STATES.flatMap((state) => TYPES.map((type) => [state, type] as const));

let nextId = 1;
function event(overrides: Partial<DashboardEvent> = {}): DashboardEvent {
  const eventId = nextId++;
  return {
    eventId,
    eventState: 'ACTIVE',
    messageType: 'WARNING',
    affectedStates: ['ZH'],
    title: {
      de: `Ereignis ${eventId}`,
      fr: `Événement ${eventId}`,
      it: `Evento ${eventId}`,
      en: `Event ${eventId}`,
    },
    primaryLanguage: 'de',
    owningOrganisation: { territory: 'ZH' },
    awaitingApprovalFrom: [],
    nationalMayDecideAt: null,
    ...overrides,
  };
}

describe('states and types', () => {
  it('recognises exactly the seven dashboard states and the four message types', () => {
    expect(EVENT_STATES.every(isEventState)).toBe(true);
    expect(['CLOSED', 'active', '', null, 3].some(isEventState)).toBe(false);
    expect(MESSAGE_TYPES.every(isMessageType)).toBe(true);
    expect(['EVACUATION', 'alarm', null].some(isMessageType)).toBe(false);
  });
});

describe('counters', () => {
  const expected: Record<EventState, [number, number, number]> = {
    PREPARATION: [0, 0, 1],
    PUBLICATION_PENDING: [0, 1, 0],
    APPROVAL_PENDING: [0, 1, 0],
    ACTIVE: [1, 0, 0],
    UPDATE_PENDING: [1, 0, 0],
    ALL_CLEAR_PENDING: [1, 0, 0],
    ALL_CLEAR_ACTIVE: [1, 0, 0],
  };

  it.each(PAIRS)('count one %s event of type %s in exactly its counter', (state, type) => {
    const [activeEvents, pendingPublications, inPreparationEvents] = expected[state];
    expect(countEvents([event({ eventState: state, messageType: type })], 'CH')).toEqual({
      activeEvents,
      pendingPublications,
      inPreparationEvents,
    });
  });

  it('add up events of every state', () => {
    const events = EVENT_STATES.map((state) => event({ eventState: state }));
    expect(countEvents(events, 'CH')).toEqual({
      activeEvents: 4,
      pendingPublications: 2,
      inPreparationEvents: 1,
    });
  });

  it('are all zero without events', () => {
    expect(countEvents([], 'ZH')).toEqual({
      activeEvents: 0,
      pendingPublications: 0,
      inPreparationEvents: 0,
    });
  });
});

describe('interstate approvals', () => {
  const NOW = Date.parse('2026-11-27T10:00:00Z');
  const pending = (overrides: Partial<DashboardEvent>) =>
    event({
      eventState: 'APPROVAL_PENDING',
      owningOrganisation: { territory: 'BE' },
      affectedStates: ['BE', 'SO'],
      awaitingApprovalFrom: ['SO'],
      nationalMayDecideAt: '2026-11-27T10:05:00Z',
      ...overrides,
    });

  it("count for the canton asked, and for the national organisation only once the cantons' deadline passed", () => {
    const before = pending({});
    const after = pending({ nationalMayDecideAt: '2026-11-27T09:58:00Z' });
    expect(countApprovals([before, after], 'SO', NOW)).toEqual({ approvalsToDecide: 2, approvalsAwaited: 0 });
    expect(countApprovals([before, after], 'CH', NOW)).toEqual({ approvalsToDecide: 1, approvalsAwaited: 0 });
    expect(countApprovals([before, after], 'BE', NOW)).toEqual({ approvalsToDecide: 0, approvalsAwaited: 2 });
    expect(countApprovals([before, after], 'CH', Date.parse('2026-11-27T10:05:00Z')).approvalsToDecide).toBe(
      2,
    );
  });

  it('name the next moment an approval becomes national, none once all are', () => {
    const events = [
      pending({ nationalMayDecideAt: '2026-11-27T10:07:00Z' }),
      pending({ nationalMayDecideAt: '2026-11-27T10:02:00Z' }),
      pending({ nationalMayDecideAt: '2026-11-27T09:50:00Z' }),
      pending({ eventState: 'ACTIVE', awaitingApprovalFrom: [], nationalMayDecideAt: null }),
    ];
    expect(nextNationalDecision(events, NOW)).toBe(Date.parse('2026-11-27T10:02:00Z'));
    expect(nextNationalDecision(events, Date.parse('2026-11-27T10:07:00Z'))).toBeNull();
  });
});

describe('state filter', () => {
  const zurich = event({ affectedStates: ['ZH'] });
  const bernAndSolothurn = event({ affectedStates: ['BE', 'SO'] });
  const nowhere = event({ affectedStates: [] });
  const all = [zurich, bernAndSolothurn, nowhere];

  it('keeps every event for CH, even one reaching no canton', () => {
    expect(eventsOfState(all, 'CH')).toEqual(all);
  });

  it('keeps for a canton only the events whose affected states hold it', () => {
    expect(eventsOfState(all, 'ZH')).toEqual([zurich]);
    expect(eventsOfState(all, 'SO')).toEqual([bernAndSolothurn]);
    expect(eventsOfState(all, 'TI')).toEqual([]);
  });

  it('ignores the owning organisation: a ZH-owned event reaching only BE counts for BE', () => {
    const owned = event({ affectedStates: ['BE'], owningOrganisation: { territory: 'ZH' } });
    expect(countEvents([owned], 'ZH').activeEvents).toBe(0);
    expect(countEvents([owned], 'BE').activeEvents).toBe(1);
  });

  it.each(PAIRS)('applies to the counters of a %s event of type %s', (state, type) => {
    const events = [event({ eventState: state, messageType: type, affectedStates: ['BE'] })];
    const total = (code: string) => Object.values(countEvents(events, code)).reduce((a, b) => a + b, 0);
    expect([total('CH'), total('BE'), total('ZH')]).toEqual([1, 1, 0]);
  });
});

describe('live update', () => {
  it('adds an event it does not know at the end', () => {
    const known = event();
    const added = event();
    expect(applyEventUpdate([known], added)).toEqual([known, added]);
  });

  it('replaces the event with the same id in place', () => {
    const [first, second, third] = [event(), event(), event()];
    const changed = { ...second, eventState: 'UPDATE_PENDING' as const, messageType: 'ALARM' };
    expect(applyEventUpdate([first!, second!, third!], changed)).toEqual([first, changed, third]);
  });

  it.each(['CLOSED', 'DELETED', ''])('removes the event when its state becomes %j', (state) => {
    const [kept, gone] = [event(), event()];
    expect(applyEventUpdate([kept, gone], { ...gone, eventState: state })).toEqual([kept]);
  });

  it('ignores an unknown event that arrives in a state outside the list', () => {
    const kept = event();
    expect(applyEventUpdate([kept], { ...event(), eventState: 'CLOSED' })).toEqual([kept]);
  });

  it.each(EVENT_STATES)('keeps an event updated to %s', (state) => {
    const current = event({ eventState: 'PREPARATION' });
    expect(applyEventUpdate([current], { ...current, eventState: state })).toEqual([
      { ...current, eventState: state },
    ]);
  });

  it('leaves the list it was given unchanged', () => {
    const events = Object.freeze([event()]);
    applyEventUpdate(events, { ...events[0]!, eventState: 'CLOSED' });
    expect(events).toHaveLength(1);
  });
});

describe('map severity', () => {
  const expectedSeverity: Record<string, string> = {
    ALARM: 'ALARM',
    WARNING: 'WARNING',
    INFORMATION: 'INFORMATION',
    TEST: 'TEST',
    null: 'OTHER',
    EVACUATION: 'OTHER',
  };

  it.each(PAIRS)('colours a canton for a %s event of type %s only in the last four states', (state, type) => {
    const severities = mapSeverities([
      event({ eventState: state, messageType: type, affectedStates: ['VS'] }),
    ]);
    const onMap = (MAP_STATES as readonly string[]).includes(state);
    expect(severities.get('VS')).toBe(onMap ? expectedSeverity[String(type)] : undefined);
  });

  it('shows exactly ACTIVE, UPDATE_PENDING, ALL_CLEAR_PENDING and ALL_CLEAR_ACTIVE', () => {
    expect(MAP_STATES).toEqual(['ACTIVE', 'UPDATE_PENDING', 'ALL_CLEAR_PENDING', 'ALL_CLEAR_ACTIVE']);
  });

  // Most severe first; each type must win against every one after it, whichever arrives first.
  const ranking: (string | null)[] = ['ALARM', 'WARNING', 'INFORMATION', 'TEST', null];
  const contests = ranking.flatMap((stronger, i) => ranking.slice(i + 1).map((weaker) => [stronger, weaker]));

  it.each(contests)('lets %s beat %s in either order', (stronger, weaker) => {
    const a = event({ messageType: stronger, affectedStates: ['GE'] });
    const b = event({ messageType: weaker, affectedStates: ['GE'] });
    expect(mapSeverities([a, b]).get('GE')).toBe(severityOf(stronger));
    expect(mapSeverities([b, a]).get('GE')).toBe(severityOf(stronger));
  });

  it('replaces an entry without message type by any typed one, an unknown type included', () => {
    const untyped = event({ messageType: null, affectedStates: ['UR'] });
    const typed = event({ messageType: 'TEST', affectedStates: ['UR'] });
    expect(mapSeverities([untyped, typed]).get('UR')).toBe('TEST');
    const unknown = event({ messageType: 'EVACUATION', affectedStates: ['UR'] });
    expect(mapSeverities([untyped, unknown]).get('UR')).toBe('OTHER');
  });

  it('ignores events not yet published even when more severe', () => {
    const draft = event({ eventState: 'PREPARATION', messageType: 'ALARM', affectedStates: ['LU'] });
    const active = event({
      eventState: 'ALL_CLEAR_ACTIVE',
      messageType: 'INFORMATION',
      affectedStates: ['LU'],
    });
    expect(mapSeverities([draft, active]).get('LU')).toBe('INFORMATION');
  });

  it('colours every affected canton separately', () => {
    const severities = mapSeverities([
      event({ messageType: 'WARNING', affectedStates: ['BE', 'SO'] }),
      event({ messageType: 'ALARM', affectedStates: ['SO'] }),
    ]);
    expect(Object.fromEntries(severities)).toEqual({ BE: 'WARNING', SO: 'ALARM' });
  });
});

describe('colours', () => {
  function luminance(hex: string): number {
    const [r, g, b] = [1, 3, 5]
      .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  }

  it('are red, orange, blue, light blue and grey as hex colours', () => {
    expect(Object.keys(SEVERITY_COLOURS).sort()).toEqual([
      'ALARM',
      'INFORMATION',
      'OTHER',
      'TEST',
      'WARNING',
    ]);
    for (const colour of Object.values(SEVERITY_COLOURS)) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
    expect(luminance(SEVERITY_COLOURS.TEST)).toBeGreaterThan(luminance(SEVERITY_COLOURS.INFORMATION));
  });

  it.each(Object.entries(SEVERITY_COLOURS))(
    'keep %s (%s) at 3:1 contrast or more against white',
    (_, colour) => {
      expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(3);
    },
  );
});

describe('tooltip', () => {
  const stateOrder: EventState[] = [
    'ACTIVE',
    'UPDATE_PENDING',
    'ALL_CLEAR_PENDING',
    'ALL_CLEAR_ACTIVE',
    'PUBLICATION_PENDING',
    'APPROVAL_PENDING',
    'PREPARATION',
  ];

  it('sorts every state/type pair by state, then ALARM, WARNING, INFORMATION, others', () => {
    const typeRank = (type: string | null) => {
      const index = ['ALARM', 'WARNING', 'INFORMATION'].indexOf(type ?? '');
      return index < 0 ? 'other' : String(index);
    };
    const shuffled = [...PAIRS]
      .reverse()
      .map(([state, type]) => event({ eventState: state, messageType: type }));
    const sorted = shuffled.sort(compareForTooltip).map((e) => `${e.eventState}/${typeRank(e.messageType)}`);
    const expected = stateOrder.flatMap((state) =>
      ['0', '1', '2', 'other', 'other', 'other'].map((rank) => `${state}/${rank}`),
    );
    expect(sorted).toEqual(expected);
  });

  it('puts the newer of two equally ranked events first', () => {
    const older = event({ messageType: 'TEST' });
    const newer = event({ messageType: null });
    expect([older, newer].sort(compareForTooltip)).toEqual([newer, older]);
  });

  it('lists only the events reaching the canton, in any state', () => {
    const draft = event({ eventState: 'PREPARATION', affectedStates: ['TI'] });
    const active = event({ eventState: 'ACTIVE', affectedStates: ['TI', 'GR'] });
    event({ affectedStates: ['GR'] });
    expect(cantonTooltip([draft, active], 'TI')).toEqual({ events: [active, draft], more: false });
  });

  it(`lists ${TOOLTIP_LIMIT} events without an ellipsis`, () => {
    const events = Array.from({ length: TOOLTIP_LIMIT }, () => event({ affectedStates: ['AG'] }));
    expect(cantonTooltip(events, 'AG')).toMatchObject({ more: false });
    expect(cantonTooltip(events, 'AG').events).toHaveLength(TOOLTIP_LIMIT);
  });

  it(`lists the first ${TOOLTIP_LIMIT} events in tooltip order, then an ellipsis`, () => {
    const drafts = Array.from({ length: TOOLTIP_LIMIT }, () =>
      event({ eventState: 'PREPARATION', affectedStates: ['AG'] }),
    );
    const alarm = event({ eventState: 'ACTIVE', messageType: 'ALARM', affectedStates: ['AG'] });
    const tooltip = cantonTooltip([...drafts, alarm], 'AG');
    expect(tooltip.more).toBe(true);
    expect(tooltip.events).toHaveLength(TOOLTIP_LIMIT);
    expect(tooltip.events[0]).toBe(alarm);
  });
});

describe('title', () => {
  const title = { de: 'Hochwasser Aare', fr: '', it: ' ', en: 'Aare flood' };

  it('is given in the requested language when written', () => {
    expect(titleIn({ title, primaryLanguage: 'de' }, 'en')).toBe('Aare flood');
  });

  it('falls back to the primary language, then to any written one', () => {
    expect(titleIn({ title, primaryLanguage: 'de' }, 'fr')).toBe('Hochwasser Aare');
    expect(titleIn({ title: { ...title, de: '' }, primaryLanguage: 'de' }, 'it')).toBe('Aare flood');
    expect(titleIn({ title: { de: '', fr: '', it: '', en: '' }, primaryLanguage: 'fr' }, 'it')).toBe('');
  });
});
