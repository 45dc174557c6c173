import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventHistoryEntry } from '../../../domain/eventApi.ts';
import { EVENT_ACTIONS, type EventAction, type WorkflowState } from '../../../domain/eventWorkflow.ts';
import { events, eventVersions } from '../../db/schema/index.ts';
import { testBackends } from '../../test-support/database.ts';
import { AREAS, completeContent } from '../../test-support/events.ts';
import { useEventsTestApp } from '../../test-support/useEventsTestApp.ts';

/** How each state is reached from a new draft of zh.operator, approvals by zh.operator2. */
const PATHS: Record<WorkflowState, [string, EventAction][]> = {
  PREPARATION: [],
  PUBLICATION_PENDING: [['zh.operator', 'SUBMIT']],
  APPROVAL_PENDING: [],
  ACTIVE: [
    ['zh.operator', 'SUBMIT'],
    ['zh.operator2', 'APPROVE'],
  ],
  UPDATE_PENDING: [
    ['zh.operator', 'SUBMIT'],
    ['zh.operator2', 'APPROVE'],
    ['zh.operator', 'REQUEST_UPDATE'],
  ],
  ALL_CLEAR_PENDING: [
    ['zh.operator', 'SUBMIT'],
    ['zh.operator2', 'APPROVE'],
    ['zh.operator', 'REQUEST_ALL_CLEAR'],
  ],
  ALL_CLEAR_ACTIVE: [
    ['zh.operator', 'SUBMIT'],
    ['zh.operator2', 'APPROVE'],
    ['zh.operator', 'REQUEST_ALL_CLEAR'],
    ['zh.operator2', 'APPROVE'],
  ],
  CLOSED: [
    ['zh.operator', 'SUBMIT'],
    ['zh.operator2', 'APPROVE'],
    ['zh.operator', 'REQUEST_ALL_CLEAR'],
    ['zh.operator2', 'APPROVE'],
    ['zh.operator', 'CLOSE'],
  ],
  DISCARDED: [['zh.operator', 'DISCARD']],
};

/** What zh.operator2 (never the submitter) may do in each state of a ZH event, and where it leads. */
const ALLOWED: Record<WorkflowState, Partial<Record<EventAction, WorkflowState>>> = {
  PREPARATION: { SUBMIT: 'PUBLICATION_PENDING', DISCARD: 'DISCARDED' },
  PUBLICATION_PENDING: { APPROVE: 'ACTIVE', REJECT: 'PREPARATION' },
  APPROVAL_PENDING: {},
  ACTIVE: { REQUEST_UPDATE: 'UPDATE_PENDING', REQUEST_ALL_CLEAR: 'ALL_CLEAR_PENDING' },
  UPDATE_PENDING: { APPROVE: 'ACTIVE', REJECT: 'ACTIVE' },
  ALL_CLEAR_PENDING: { APPROVE: 'ALL_CLEAR_ACTIVE', REJECT: 'ACTIVE' },
  ALL_CLEAR_ACTIVE: { CLOSE: 'CLOSED' },
  CLOSED: {},
  DISCARDED: {},
};

const STATES = (Object.keys(PATHS) as WorkflowState[]).filter((s) => s !== 'APPROVAL_PENDING');

describe.each(testBackends())('event transitions on %s', (backend) => {
  const t = useEventsTestApp(backend);
  const { api } = t;

  async function eventIn(state: WorkflowState, area = AREAS.zurich): Promise<number> {
    const created = await api.create('zh.operator', { content: completeContent(area) });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().eventId;
    for (const [user, action] of PATHS[state]) {
      const response = await api.step(user, id, action);
      expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
    }
    return id;
  }

  async function historyOf(id: number, user = 'zh.operator'): Promise<EventHistoryEntry[]> {
    return (await api.call(user, 'GET', `events/${id}/history`)).json();
  }

  const table = STATES.flatMap((state) => EVENT_ACTIONS.map((action) => [state, action] as const));

  it.each(table)('in %s, %s is applied exactly as the rules allow', async (state, action) => {
    const id = await eventIn(state);
    const before = (await api.get('zh.operator2', id)).json();
    expect(before.state).toBe(state);
    const expected = ALLOWED[state][action];
    expect(before.allowedActions.includes(action)).toBe(expected !== undefined);
    const earlier = (await historyOf(id)).length;
    const response = await api.act('zh.operator2', id, action, { version: before.version });
    if (expected) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ state: expected, version: before.version + 1 });
      const added = (await historyOf(id)).slice(earlier);
      expect(added[0]).toMatchObject({ action, userName: 'zh.operator2', toState: expected });
      // An approval publishes: the timeline names the approval first, then the publication it caused.
      if (action === 'APPROVE')
        expect(added[1]).toMatchObject({ action: 'PUBLISHED', userName: 'zh.operator2', toState: expected });
      else expect(added).toHaveLength(1);
    } else {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().messageKey).toBe('events.errors.notAllowedInState');
      expect((await api.get('zh.operator2', id)).json()).toMatchObject({ state, version: before.version });
    }
  });

  it('four eyes: whoever submitted a LIVE step cannot approve it; a colleague can', async () => {
    const id = await eventIn('PUBLICATION_PENDING');
    expect((await api.get('zh.operator', id)).json().allowedActions).not.toContain('APPROVE');
    const own = await api.step('zh.operator', id, 'APPROVE');
    expect(own.statusCode).toBe(403);
    expect(own.json().messageKey).toBe('events.errors.fourEyes');
    expect((await api.step('zh.operator2', id, 'APPROVE')).json().state).toBe('ACTIVE');
    const update = await api.step('zh.operator2', id, 'REQUEST_UPDATE', { content: completeContent() });
    expect(update.json().state).toBe('UPDATE_PENDING');
    expect((await api.step('zh.operator2', id, 'APPROVE')).json().messageKey).toBe('events.errors.fourEyes');
    expect((await api.step('zh.operator', id, 'APPROVE')).json().state).toBe('ACTIVE');
  });

  it('a rejected update goes back to the published text, also one published before Italian was required', async () => {
    const id = await eventIn('ACTIVE');
    const { fr, de } = completeContent().texts;
    const older = completeContent(AREAS.zurich, { languages: ['de', 'fr'], texts: { de, fr } });
    await t.database.db.update(eventVersions).set({ content: older }).where(eq(eventVersions.eventId, id));
    const update = await api.step('zh.operator', id, 'REQUEST_UPDATE', { content: completeContent() });
    expect(update.json().state).toBe('UPDATE_PENDING');
    const rejected = await api.step('zh.operator2', id, 'REJECT', { note: 'Text bleibt' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ state: 'ACTIVE', content: { languages: ['de', 'fr'] } });
  });

  it('the author withdraws a submitted step; the colleague who reviews it rejects it', async () => {
    const id = await eventIn('PUBLICATION_PENDING');
    expect((await api.get('zh.operator', id)).json().rejectIsWithdrawal).toBe(true);
    expect((await api.get('zh.operator2', id)).json().rejectIsWithdrawal).toBe(false);
    expect((await api.step('zh.operator', id, 'REJECT', { note: 'Tippfehler' })).json().state).toBe(
      'PREPARATION',
    );
    const history = async () => (await api.call('zh.operator', 'GET', `events/${id}/history`)).json().at(-1);
    expect(await history()).toMatchObject({
      action: 'WITHDRAW',
      userName: 'zh.operator',
      detail: 'Tippfehler',
    });
    await api.step('zh.operator', id, 'SUBMIT');
    await api.step('zh.operator2', id, 'REJECT', { note: 'Gebiet prüfen' });
    expect(await history()).toMatchObject({ action: 'REJECT', userName: 'zh.operator2' });
  });

  it('a stale version is refused with 409 and changes nothing', async () => {
    const id = await eventIn('PREPARATION');
    const { version } = (await api.get('zh.operator', id)).json();
    expect((await api.save('zh.operator', id, { version, content: completeContent() })).statusCode).toBe(200);
    const stale = await api.act('zh.operator', id, 'SUBMIT', { version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageKey).toBe('events.errors.conflict');
    expect((await api.get('zh.operator', id)).json().state).toBe('PREPARATION');
  });

  it('two approvals at the same time: exactly one wins, the other gets 409', async () => {
    const id = await eventIn('PUBLICATION_PENDING', AREAS.zurich);
    const { version } = (await api.get('zh.operator2', id)).json();
    const answers = await Promise.all([
      api.act('zh.operator2', id, 'APPROVE', { version }),
      api.act('nat.operator', id, 'APPROVE', { version }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ state: 'ACTIVE', publishedVersions: 1 });
  });

  describe('interstate approval', () => {
    async function beIntoSo() {
      const created = await api.create('be.operator', { content: completeContent(AREAS.bernIntoSolothurn) });
      expect(created.json().affectedStates).toEqual(['BE', 'SO']);
      const id: number = created.json().eventId;
      const submitted = await api.step('be.operator', id, 'SUBMIT', { confirmation: `LIVE ${id}` });
      expect(submitted.json()).toMatchObject({ state: 'APPROVAL_PENDING', awaitingApprovalFrom: ['SO'] });
      return id;
    }

    it('an area reaching Solothurn waits for Solothurn, whose approval publishes it', async () => {
      const id = await beIntoSo();
      expect((await api.step('nat.operator', id, 'APPROVE')).json().messageKey).toBe(
        'events.errors.notYourDecision',
      );
      const unconfirmed = await api.step('so.operator', id, 'APPROVE');
      expect(unconfirmed.statusCode).toBe(422);
      expect(unconfirmed.json().messageKey).toBe('events.errors.confirmationRequired');
      const approved = await api.step('so.operator', id, 'APPROVE', { confirmation: `LIVE ${id}` });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ state: 'ACTIVE', approvedBy: ['SO'], publishedVersions: 1 });
      const cap = (await api.call('so.operator', 'GET', `events/${id}/cap`)).body;
      expect(cap).toContain('<value>BE</value>');
      expect(cap).toContain('<value>SO</value>');
      expect(cap).toContain('<areaDesc>Bern, Solothurn</areaDesc>');
    });

    it('a rejection by one canton drops the approval another gave: the draft names none', async () => {
      const area = { polygons: [], cantons: ['BE', 'SO', 'ZH'] };
      const created = await api.create('be.operator', { content: completeContent(undefined, { area }) });
      const id: number = created.json().eventId;
      await api.step('be.operator', id, 'SUBMIT', { confirmation: `LIVE ${id}` });
      const approved = await api.step('so.operator', id, 'APPROVE', { confirmation: `LIVE ${id}` });
      expect(approved.json()).toMatchObject({ approvedBy: ['SO'], awaitingApprovalFrom: ['ZH'] });
      const rejected = await api.step('zh.operator', id, 'REJECT', { note: 'Nicht unser Gebiet' });
      expect(rejected.json()).toMatchObject({ state: 'PREPARATION', approvedBy: [] });
    });

    /** The submission eleven minutes ago: the cantons' waiting time has passed. */
    async function letDeadlinePass(id: number) {
      await t.database.db
        .update(events)
        .set({ submittedAt: sql`now() - interval '11 minutes'` })
        .where(eq(events.id, id));
    }

    async function lastHistory(id: number) {
      return (await historyOf(id, 'be.operator')).at(-1);
    }

    it('the national organisation may decide only once the cantons have let the time run out', async () => {
      const id = await beIntoSo();
      const detail = (await api.get('nat.operator', id)).json();
      expect(detail.allowedActions).not.toContain('APPROVE');
      expect(detail.allowedActions).not.toContain('REJECT');
      expect(Date.parse(detail.nationalMayDecideAt) - Date.parse(detail.submittedAt)).toBe(10 * 60_000);
      await letDeadlinePass(id);
      expect((await api.get('nat.operator', id)).json()).toMatchObject({
        allowedActions: expect.arrayContaining(['APPROVE', 'REJECT']),
        rejectIsWithdrawal: false,
      });
      const earlier = (await historyOf(id, 'be.operator')).length;
      const approved = await api.step('nat.operator', id, 'APPROVE', { confirmation: `LIVE ${id}` });
      // Recorded as the Confederation's decision for Solothurn, not as Solothurn's approval.
      expect(approved.json()).toMatchObject({
        state: 'ACTIVE',
        approvedBy: [],
        nationallyApprovedFor: ['SO'],
      });
      const [decision, publication] = (await historyOf(id, 'be.operator')).slice(earlier);
      expect(decision).toMatchObject({
        action: 'NATIONAL_APPROVE',
        userName: 'nat.operator',
        toState: 'ACTIVE',
        detail: 'SO',
      });
      expect(publication).toMatchObject({ action: 'PUBLISHED', userName: 'nat.operator', detail: '1' });
    });

    it('before the deadline the national organisation cannot reject in place of Solothurn', async () => {
      const id = await beIntoSo();
      const refused = await api.step('nat.operator', id, 'REJECT', { note: 'Zu früh' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messageKey).toBe('events.errors.notYourDecision');
      expect((await api.get('be.operator', id)).json()).toMatchObject({ state: 'APPROVAL_PENDING' });
      await letDeadlinePass(id);
      const rejected = await api.step('nat.operator', id, 'REJECT', { note: 'Gebiet zu gross' });
      expect(rejected.json()).toMatchObject({ state: 'PREPARATION', nationallyApprovedFor: [] });
      expect(await lastHistory(id)).toMatchObject({
        action: 'NATIONAL_REJECT',
        userName: 'nat.operator',
        detail: 'SO\nGebiet zu gross',
      });
    });

    it('the owning canton withdraws its submission; Solothurn rejects it', async () => {
      const id = await beIntoSo();
      expect((await api.get('be.operator', id)).json()).toMatchObject({
        allowedActions: ['REJECT'],
        rejectIsWithdrawal: true,
      });
      expect((await api.get('so.operator', id)).json()).toMatchObject({
        allowedActions: expect.arrayContaining(['APPROVE', 'REJECT']),
        rejectIsWithdrawal: false,
      });
      const withdrawn = await api.step('be.operator', id, 'REJECT', { note: 'Falsches Gebiet' });
      expect(withdrawn.json().state).toBe('PREPARATION');
      expect(await lastHistory(id)).toMatchObject({
        action: 'WITHDRAW',
        userName: 'be.operator',
        detail: 'Falsches Gebiet',
      });
    });

    it('the author cannot approve for the other canton, and a rejection returns the draft', async () => {
      const id = await beIntoSo();
      expect((await api.step('be.operator', id, 'APPROVE')).statusCode).toBe(403);
      const rejected = await api.step('so.operator', id, 'REJECT', { note: 'Gebiet zu gross' });
      expect(rejected.json().state).toBe('PREPARATION');
      expect(await lastHistory(id)).toMatchObject({
        action: 'REJECT',
        userName: 'so.operator',
        detail: 'Gebiet zu gross',
      });
    });
  });
});
