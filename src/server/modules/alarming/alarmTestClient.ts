import { expect } from 'vitest';
import type { SimulatedGateway } from '../../../devices/simulatedGateway.ts';
import type { AlarmTaskDetail, AlarmTaskSummary, SirenResult } from '../../../domain/alarming.ts';
import type { TestApp } from '../../test-support/app.ts';
import { headersOf } from '../../test-support/login.ts';

export const ALARMS = '/api/scc/alarming/sirenalarms';

/** Tests only: the alarm task API as a user calls it, and waiting for a task to end. */
export function alarmClient(t: TestApp) {
  const call = async (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${ALARMS}${url}`,
      headers: await headersOf(t.app, user),
      ...(payload ? { payload } : {}),
    });
  const json = async <T>(user: string, url: string): Promise<T> => {
    const response = await call(user, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  return {
    call,
    /** Triggers and expects 201. */
    async trigger(user: string, body: object): Promise<AlarmTaskSummary> {
      const response = await call(user, 'POST', '', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    detail: (user: string, id: number) => json<AlarmTaskDetail>(user, `/${id}`),
    sirens: (user: string, id: number) => json<SirenResult[]>(user, `/${id}/sirens`),
    list: (user: string, query = '') => json<AlarmTaskSummary[]>(user, query),
    /** Waits until the task has ended (every siren final) and answers its detail. */
    async ended(user: string, id: number, timeout = 20_000): Promise<AlarmTaskDetail> {
      await expect
        .poll(async () => (await json<AlarmTaskDetail>(user, `/${id}`)).finishedAt, { timeout })
        .not.toBeNull();
      return json<AlarmTaskDetail>(user, `/${id}`);
    },
  };
}

/** The simulated fleet behind a test app's gateway. */
export const fleetOf = (t: TestApp) => (t.app.devices as SimulatedGateway).fleet;
