import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationUsers } from '../../db/schema/index.ts';
import { insertDemoPendingErrors } from '../../db/seed/monitoring.ts';
import { openTestApp, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { bearerOf } from '../../test-support/login.ts';

const DASHBOARD = '/api/scc/admin/monitoring/dashboard';

describe.each(testBackends())('monitoring box counts on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(backend);
    await t.database.db.transaction((tx) => insertDemoPendingErrors({ tx }));
  });
  afterAll(() => t.close());

  const countsFor = async (user: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: DASHBOARD,
      headers: await bearerOf(t.app, user),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('refuses anonymous callers and users who may not see pending errors', async () => {
    expect((await t.app.inject({ method: 'GET', url: DASHBOARD })).statusCode).toBe(401);
    await t.database.db
      .update(applicationUsers)
      .set({ profiles: ['USER_ADMINISTRATOR'] })
      .where(eq(applicationUsers.username, 'zh.group'));
    const userAdmin = await bearerOf(t.app, 'zh.group');
    const response = await t.app.inject({ method: 'GET', url: DASHBOARD, headers: userAdmin });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ messageKey: expect.any(String) });
  });

  it('counts every open error for national users, resolved ones not at all', async () => {
    expect(await countsFor('admin')).toEqual({
      polyalert: { errors: 2, warnings: 3 },
      network: { errors: 2, warnings: 1 },
    });
    expect(await countsFor('device.admin')).toEqual(await countsFor('nat.operator'));
  });

  it('counts only their own canton’s errors for cantonal users, as their grids show them', async () => {
    expect(await countsFor('zh.operator')).toEqual({
      polyalert: { errors: 1, warnings: 1 },
      network: { errors: 1, warnings: 0 },
    });
    expect(await countsFor('be.operator')).toEqual({
      polyalert: { errors: 1, warnings: 0 },
      network: { errors: 0, warnings: 1 },
    });
    expect((await countsFor('so.operator')).network).toEqual({ errors: 0, warnings: 0 });
  });
});
