import { describe, expect, it } from 'vitest';
import { awaitsDecisionOf, nextNationalDecision } from './events.ts';
import { permissionsOfProfiles } from './permissions.ts';
import {
  decideWakeup,
  initialWakeupState,
  type WakeupActor,
  type WorkflowWakeup,
  wakeupApproval,
} from './wakeupWorkflow.ts';

const sent = new Date('2026-11-26T10:00:00Z');
const wakeup: WorkflowWakeup = {
  state: 'INTERSTATE_APPROVAL_PENDING',
  operationMode: 'LIVE',
  senderOrganisation: 'ZH-KAPO',
  receiverOrganisation: 'BE-KAPO',
  receiverState: 'BE',
  createdAt: sent,
};
const actor = (organisation: string, national = false): WakeupActor => ({
  permissions: new Set(permissionsOfProfiles([national ? 'NATIONAL_OPERATOR' : 'CANTONAL_OPERATOR'])),
  organisation,
  stateCode: organisation.slice(0, 2),
  national,
  operationMode: 'LIVE',
});
const minutes = (m: number) => new Date(sent.getTime() + m * 60_000);

describe('wake-up workflow', () => {
  it('asks for interstate approval only between two different cantons', () => {
    expect(initialWakeupState('ZH', 'BE')).toBe('INTERSTATE_APPROVAL_PENDING');
    expect(initialWakeupState('ZH', 'ZH')).toBe('ACKNOWLEDGE_PENDING');
    expect(initialWakeupState('CH', 'BE')).toBe('ACKNOWLEDGE_PENDING');
    expect(initialWakeupState('ZH', 'CH')).toBe('ACKNOWLEDGE_PENDING');
  });

  it('lets the receiving canton decide, and the national level only after the timeout', () => {
    expect(decideWakeup(wakeup, actor('BE-KAPO'), 'APPROVE', minutes(1))).toEqual({
      allowed: true,
      next: 'ACKNOWLEDGE_PENDING',
    });
    expect(decideWakeup(wakeup, actor('BE-KAPO'), 'REFUSE', minutes(1))).toEqual({
      allowed: true,
      next: 'CLOSED',
    });
    expect(decideWakeup(wakeup, actor('SO-KAPO'), 'APPROVE', minutes(1))).toMatchObject({
      refusal: 'notYourDecision',
    });
    expect(decideWakeup(wakeup, actor('CH-NAZ', true), 'APPROVE', minutes(9))).toMatchObject({
      allowed: false,
    });
    expect(decideWakeup(wakeup, actor('CH-NAZ', true), 'APPROVE', minutes(10))).toMatchObject({
      allowed: true,
    });
  });

  it('judges the approval by the events’ rule: counters and notices say what decideWakeup allows', () => {
    const approval = wakeupApproval(wakeup);
    expect(approval).toEqual({
      awaitingApprovalFrom: ['BE'],
      nationalMayDecideAt: minutes(10).toISOString(),
    });
    for (const at of [0, 9, 10, 30].map(minutes)) {
      expect(awaitsDecisionOf(approval, 'CH', at.getTime())).toBe(
        decideWakeup(wakeup, actor('CH-NAZ', true), 'APPROVE', at).allowed,
      );
      expect(awaitsDecisionOf(approval, 'BE', at.getTime())).toBe(true);
      expect(awaitsDecisionOf(approval, 'ZH', at.getTime())).toBe(false);
    }
    expect(nextNationalDecision([approval], minutes(3).getTime())).toBe(minutes(10).getTime());
    expect(wakeupApproval({ ...wakeup, state: 'ACKNOWLEDGE_PENDING' })).toEqual({
      awaitingApprovalFrom: [],
      nationalMayDecideAt: null,
    });
  });

  it('keeps the modes apart and lets only the receiver acknowledge, only the sender close', () => {
    const pending = { ...wakeup, state: 'ACKNOWLEDGE_PENDING' as const };
    expect(
      decideWakeup(pending, { ...actor('BE-KAPO'), operationMode: 'EXERCISE' }, 'ACKNOWLEDGE', sent),
    ).toMatchObject({ refusal: 'wrongMode' });
    expect(decideWakeup(pending, actor('BE-KAPO'), 'ACKNOWLEDGE', sent)).toEqual({
      allowed: true,
      next: 'ACKNOWLEDGED',
    });
    expect(decideWakeup(pending, actor('ZH-KAPO'), 'ACKNOWLEDGE', sent)).toMatchObject({
      refusal: 'notYourDecision',
    });
    expect(decideWakeup(pending, actor('ZH-KAPO'), 'CLOSE', sent)).toEqual({ allowed: true, next: 'CLOSED' });
    expect(decideWakeup({ ...pending, state: 'CLOSED' }, actor('ZH-KAPO'), 'CLOSE', sent)).toMatchObject({
      refusal: 'notAllowedInState',
    });
  });
});
