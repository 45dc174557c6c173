import { describe, expect, it } from 'vitest';
import {
  approvalsOf,
  capMsgTypeOf,
  decide,
  EVENT_ACTIONS,
  type EventAction,
  falseAlarmRefusal,
  INTERSTATE_TIMEOUT_MINUTES,
  nationalApproval,
  nationalDecisionDetail,
  readNationalDecisionDetail,
  type WorkflowActor,
  type WorkflowEvent,
  type WorkflowState,
} from './eventWorkflow.ts';
import { permissionsOfProfiles } from './permissions.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const ALL_STATES: WorkflowState[] = [
  'PREPARATION',
  'PUBLICATION_PENDING',
  'APPROVAL_PENDING',
  'ACTIVE',
  'UPDATE_PENDING',
  'ALL_CLEAR_PENDING',
  'ALL_CLEAR_ACTIVE',
  'CLOSED',
  'DISCARDED',
];

const zhEvent: WorkflowEvent = {
  state: 'PREPARATION',
  operationMode: 'LIVE',
  owningState: 'ZH',
  affectedStates: ['ZH'],
  submittedBy: 'zh.operator',
  submittedAt: NOW,
  approvedBy: [],
  correctionOf: null,
};

function cantonal(
  userName: string,
  stateCode: string,
  operationMode: 'LIVE' | 'EXERCISE' = 'LIVE',
): WorkflowActor {
  return {
    userName,
    stateCode,
    national: false,
    operationMode,
    permissions: permissionsOfProfiles(['CANTONAL_OPERATOR']),
  };
}
const author = cantonal('zh.operator', 'ZH');
const colleague = cantonal('zh.operator2', 'ZH');
const bernese = cantonal('be.operator', 'BE');
const national: WorkflowActor = {
  userName: 'nat.operator',
  stateCode: 'CH',
  national: true,
  operationMode: 'LIVE',
  permissions: permissionsOfProfiles(['NATIONAL_OPERATOR']),
};

/** Every transition a colleague of the author's canton may make (the author for SUBMIT-like steps). */
const ALLOWED: Record<string, WorkflowState> = {
  'PREPARATION SUBMIT': 'PUBLICATION_PENDING',
  'PREPARATION DISCARD': 'DISCARDED',
  'PUBLICATION_PENDING APPROVE': 'ACTIVE',
  'PUBLICATION_PENDING REJECT': 'PREPARATION',
  'APPROVAL_PENDING REJECT': 'PREPARATION',
  'ACTIVE REQUEST_UPDATE': 'UPDATE_PENDING',
  'ACTIVE REQUEST_ALL_CLEAR': 'ALL_CLEAR_PENDING',
  'UPDATE_PENDING APPROVE': 'ACTIVE',
  'UPDATE_PENDING REJECT': 'ACTIVE',
  'ALL_CLEAR_PENDING APPROVE': 'ALL_CLEAR_ACTIVE',
  'ALL_CLEAR_PENDING REJECT': 'ACTIVE',
  'ALL_CLEAR_ACTIVE CLOSE': 'CLOSED',
};

describe('event workflow', () => {
  for (const state of ALL_STATES) {
    for (const action of EVENT_ACTIONS) {
      const key = `${state} ${action}`;
      const expected = ALLOWED[key];
      it(`${key}: ${expected ? `leads to ${expected}` : 'is refused'}`, () => {
        const decision = decide({ ...zhEvent, state }, colleague, action as EventAction, NOW);
        if (expected) expect(decision).toMatchObject({ allowed: true, next: expected });
        else expect(decision).toMatchObject({ allowed: false });
      });
    }
  }

  it('sends an area reaching another canton to interstate approval, decided by that canton', () => {
    const interstate = { ...zhEvent, affectedStates: ['ZH', 'AG'] };
    expect(decide(interstate, author, 'SUBMIT', NOW)).toMatchObject({ next: 'APPROVAL_PENDING' });
    const pending = { ...interstate, state: 'APPROVAL_PENDING' as const };
    expect(decide(pending, colleague, 'APPROVE', NOW)).toEqual({
      allowed: false,
      refusal: 'notYourDecision',
    });
    expect(decide(pending, bernese, 'APPROVE', NOW)).toEqual({ allowed: false, refusal: 'notYourDecision' });
    const aargau = cantonal('ag.operator', 'AG');
    expect(decide(pending, aargau, 'APPROVE', NOW)).toEqual({
      allowed: true,
      next: 'ACTIVE',
      interstateApproval: 'AG',
      publishes: true,
    });
    expect(decide(pending, aargau, 'REJECT', NOW)).toMatchObject({ allowed: true, next: 'PREPARATION' });
  });

  it('waits for every affected canton before publishing', () => {
    const pending = { ...zhEvent, state: 'APPROVAL_PENDING' as const, affectedStates: ['ZH', 'AG', 'TG'] };
    expect(decide(pending, cantonal('ag.operator', 'AG'), 'APPROVE', NOW)).toMatchObject({
      next: 'APPROVAL_PENDING',
      publishes: false,
    });
    const afterAargau = { ...pending, approvedBy: ['AG'] };
    // A canton decides once: having agreed, it neither approves again nor turns the step down.
    for (const action of ['APPROVE', 'REJECT'] as const)
      expect(decide(afterAargau, cantonal('ag.operator2', 'AG'), action, NOW)).toEqual({
        allowed: false,
        refusal: 'alreadyApproved',
      });
    expect(decide(afterAargau, cantonal('tg.operator', 'TG'), 'REJECT', NOW)).toMatchObject({
      allowed: true,
      withdrawal: false,
    });
    expect(decide(afterAargau, cantonal('tg.operator', 'TG'), 'APPROVE', NOW)).toMatchObject({
      next: 'ACTIVE',
      publishes: true,
    });
  });

  it('lets the national level decide an interstate approval only after the timeout', () => {
    const pending = { ...zhEvent, state: 'APPROVAL_PENDING' as const, affectedStates: ['ZH', 'AG'] };
    expect(decide(pending, national, 'APPROVE', NOW)).toEqual({ allowed: false, refusal: 'notYourDecision' });
    const later = new Date(NOW.getTime() + INTERSTATE_TIMEOUT_MINUTES * 60_000);
    expect(decide(pending, national, 'APPROVE', later)).toMatchObject({ allowed: true, next: 'ACTIVE' });
  });

  it("lets the national level neither approve nor reject in the cantons' place before the timeout", () => {
    const pending = { ...zhEvent, state: 'APPROVAL_PENDING' as const, affectedStates: ['ZH', 'AG', 'TG'] };
    const afterAargau = { ...pending, approvedBy: ['AG'] };
    for (const action of ['APPROVE', 'REJECT'] as const)
      expect(decide(afterAargau, national, action, NOW)).toEqual({
        allowed: false,
        refusal: 'notYourDecision',
      });
    const later = new Date(NOW.getTime() + INTERSTATE_TIMEOUT_MINUTES * 60_000);
    expect(decide(afterAargau, national, 'APPROVE', later)).toEqual({
      allowed: true,
      next: 'ACTIVE',
      nationalFor: ['TG'],
      publishes: true,
    });
    expect(decide(afterAargau, national, 'REJECT', later)).toEqual({
      allowed: true,
      next: 'PREPARATION',
      nationalFor: ['TG'],
      withdrawal: false,
      publishes: false,
    });
    // Having submitted the step itself, the national organisation may take it back at any time.
    expect(decide({ ...afterAargau, submittedBy: 'nat.operator' }, national, 'REJECT', NOW)).toMatchObject({
      allowed: true,
      withdrawal: true,
    });
    // Other cantons never decide, whatever the time.
    expect(decide(afterAargau, bernese, 'REJECT', later)).toEqual({
      allowed: false,
      refusal: 'outsideTerritory',
    });
  });

  it("tells the owner's withdrawal from the other party's rejection", () => {
    const submitted = { ...zhEvent, state: 'PUBLICATION_PENDING' as const };
    expect(decide(submitted, author, 'REJECT', NOW)).toMatchObject({ allowed: true, withdrawal: true });
    // The colleague reviewing the step decides on it.
    expect(decide(submitted, colleague, 'REJECT', NOW)).toMatchObject({ allowed: true, withdrawal: false });
    expect(decide(submitted, national, 'REJECT', NOW)).toMatchObject({ allowed: true, withdrawal: false });
    const interstate = { ...submitted, state: 'APPROVAL_PENDING' as const, affectedStates: ['ZH', 'AG'] };
    // While the other canton decides, anyone of the owning canton can only take the submission back.
    for (const owner of [author, colleague])
      expect(decide(interstate, owner, 'REJECT', NOW)).toMatchObject({
        allowed: true,
        next: 'PREPARATION',
        withdrawal: true,
      });
    expect(decide(interstate, cantonal('ag.operator', 'AG'), 'REJECT', NOW)).toMatchObject({
      allowed: true,
      withdrawal: false,
    });
  });

  it('lets the owner of a national event withdraw it while it waits for a second national user', () => {
    const pending = {
      ...zhEvent,
      state: 'APPROVAL_PENDING' as const,
      owningState: 'CH',
      affectedStates: ['ZH', 'BE'],
      submittedBy: 'nat.operator',
    };
    expect(decide(pending, national, 'REJECT', NOW)).toMatchObject({ allowed: true, withdrawal: true });
    expect(decide(pending, { ...national, userName: 'admin' }, 'REJECT', NOW)).toMatchObject({
      allowed: true,
      withdrawal: false,
    });
  });

  it("keeps a national approval in the cantons' place apart from the cantons' own", () => {
    expect(approvalsOf(['AG', nationalApproval('TG')])).toEqual({ cantons: ['AG'], nationalFor: ['TG'] });
    expect(readNationalDecisionDetail(nationalDecisionDetail(['SO'], null))).toEqual({
      states: 'SO',
      note: null,
    });
    expect(readNationalDecisionDetail(nationalDecisionDetail(['AG', 'TG'], 'Gebiet\nzu gross'))).toEqual({
      states: 'AG, TG',
      note: 'Gebiet\nzu gross',
    });
  });

  it('keeps the four-eyes rule in LIVE and waives it in EXERCISE', () => {
    const pending = { ...zhEvent, state: 'PUBLICATION_PENDING' as const };
    expect(decide(pending, author, 'APPROVE', NOW)).toEqual({ allowed: false, refusal: 'fourEyes' });
    const exercise = { ...pending, operationMode: 'EXERCISE' as const };
    expect(decide(exercise, cantonal('zh.operator', 'ZH', 'EXERCISE'), 'APPROVE', NOW)).toMatchObject({
      allowed: true,
    });
  });

  it('never lets a LIVE user act on an EXERCISE event or the other way round', () => {
    const exercise = { ...zhEvent, operationMode: 'EXERCISE' as const };
    expect(decide(exercise, colleague, 'SUBMIT', NOW)).toEqual({ allowed: false, refusal: 'wrongMode' });
    expect(decide(zhEvent, cantonal('zh.trainee', 'ZH', 'EXERCISE'), 'SUBMIT', NOW)).toEqual({
      allowed: false,
      refusal: 'wrongMode',
    });
  });

  it('keeps cantonal users to their own canton', () => {
    for (const action of ['SUBMIT', 'DISCARD'] as const) {
      expect(decide(zhEvent, bernese, action, NOW)).toEqual({ allowed: false, refusal: 'outsideTerritory' });
    }
    expect(decide({ ...zhEvent, state: 'PUBLICATION_PENDING' }, bernese, 'APPROVE', NOW)).toEqual({
      allowed: false,
      refusal: 'outsideTerritory',
    });
  });

  it('needs the national permission for national events and a second national user to approve', () => {
    const nationalEvent = {
      ...zhEvent,
      owningState: 'CH',
      affectedStates: ['ZH', 'BE'],
      submittedBy: 'nat.operator',
    };
    expect(decide(nationalEvent, { ...colleague, national: true }, 'SUBMIT', NOW)).toEqual({
      allowed: false,
      refusal: 'forbidden',
    });
    expect(decide(nationalEvent, national, 'SUBMIT', NOW)).toMatchObject({ next: 'APPROVAL_PENDING' });
    const pending = { ...nationalEvent, state: 'APPROVAL_PENDING' as const };
    expect(decide(pending, national, 'APPROVE', NOW)).toEqual({ allowed: false, refusal: 'fourEyes' });
    expect(decide(pending, { ...national, userName: 'admin' }, 'APPROVE', NOW)).toMatchObject({
      next: 'ACTIVE',
    });
    // The cantons it reaches neither approve nor turn down a federal message.
    for (const action of ['APPROVE', 'REJECT'] as const)
      expect(decide(pending, bernese, action, NOW)).toEqual({ allowed: false, refusal: 'forbidden' });
  });

  it('needs only one approval for a false-alarm correction, whatever its area', () => {
    const correction = { ...zhEvent, affectedStates: ['ZH', 'AG'], correctionOf: 7 };
    expect(decide(correction, author, 'SUBMIT', NOW)).toMatchObject({ next: 'PUBLICATION_PENDING' });
    const viewer = { ...colleague, permissions: permissionsOfProfiles(['CANTONAL_VIEWER']) };
    expect(decide(correction, viewer, 'SUBMIT', NOW)).toEqual({ allowed: false, refusal: 'forbidden' });
  });

  it('lets a published message of one’s territory be declared a false alarm, but no correction of one', () => {
    const out = {
      state: 'ACTIVE',
      owningState: 'ZH',
      correctionOf: null,
      correctedBy: null,
      publishedAt: NOW,
    };
    expect(falseAlarmRefusal(out, author)).toBeNull();
    expect(falseAlarmRefusal(out, national)).toBeNull();
    expect(falseAlarmRefusal(out, bernese)).toBe('falseAlarmNotPossible');
    expect(falseAlarmRefusal({ ...out, state: 'PUBLICATION_PENDING', publishedAt: null }, author)).toBe(
      'falseAlarmNotPossible',
    );
    expect(falseAlarmRefusal({ ...out, correctedBy: 8 }, author)).toBe('alreadyCorrected');
    expect(falseAlarmRefusal({ ...out, correctionOf: 7 }, author)).toBe('correctionNotCorrectable');
  });

  it('publishes the first version as Alert, later ones as Update and a correction as Cancel', () => {
    expect(capMsgTypeOf({ state: 'PUBLICATION_PENDING', correctionOf: null })).toBe('Alert');
    expect(capMsgTypeOf({ state: 'APPROVAL_PENDING', correctionOf: null })).toBe('Alert');
    expect(capMsgTypeOf({ state: 'UPDATE_PENDING', correctionOf: null })).toBe('Update');
    expect(capMsgTypeOf({ state: 'ALL_CLEAR_PENDING', correctionOf: null })).toBe('Update');
    expect(capMsgTypeOf({ state: 'PUBLICATION_PENDING', correctionOf: 7 })).toBe('Cancel');
  });
});
