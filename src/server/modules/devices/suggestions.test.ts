import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_SUGGESTIONS_AT_MOST, type DeviceSuggestion } from '../../../domain/devices.ts';
import { openTestAppWithAssets, type TestApp } from '../../test-support/app.ts';
import { testBackends } from '../../test-support/database.ts';
import { headersOf } from '../../test-support/login.ts';
import { addUserLike } from '../../test-support/users.ts';

const DEVICES = '/api/scc/devices';

describe.each(testBackends())('device suggestions of the device console on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await openTestAppWithAssets(backend);
    // A device administrator of the Zurich organisation (not national): the console shows them Zurich's devices.
    await addUserLike(test, 'zh.operator', 'zh.device', ['DEVICE_ADMINISTRATOR']);
  }, 120_000);
  afterAll(() => test.close());

  const ask = async (query: string, user = 'device.admin') =>
    test.app.inject({ method: 'GET', url: `${DEVICES}${query}`, headers: await headersOf(test.app, user) });
  const suggestions = async (search: string, user = 'device.admin') => {
    const response = await ask(`?search=${encodeURIComponent(search)}`, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DeviceSuggestion[]>();
  };

  it('suggests the devices whose code contains what was typed, in any case, a few dozen at most', async () => {
    const typed = await suggestions('fgp-zh-001');
    expect(typed.map((device) => device.code)).toEqual(
      Array.from({ length: 10 }, (_, i) => `FGP-ZH-001${i}`),
    );
    expect(typed.find((device) => device.code === 'FGP-ZH-0012')).toMatchObject({
      kind: 'FGP',
      stateCode: 'ZH',
      outOfService: true,
      name: expect.any(String),
    });

    // Numbers found in every canton: as many as are worth reading, by code.
    const everywhere = await suggestions('001');
    expect(everywhere).toHaveLength(DEVICE_SUGGESTIONS_AT_MOST);
    expect(everywhere.every((device) => device.code.includes('001'))).toBe(true);
    const codes = everywhere.map((device) => device.code);
    expect(codes).toEqual([...codes].sort());
    expect(everywhere[0]?.code).toBe('FGP-AG-0001');

    const [ksp] = await suggestions('ksp-ge');
    expect(ksp).toMatchObject({ code: 'KSP-GE-1', kind: 'KSP', stateCode: 'GE' });
    expect(await suggestions('KGP-ZH')).toHaveLength(3);
    // Typed characters are taken as they are, never as a pattern.
    expect(await suggestions('FGP_ZH%')).toEqual([]);
  });

  it('shows a cantonal device administrator the devices of their canton only, and nobody else any', async () => {
    const zurich = await suggestions('0012', 'zh.device');
    expect(zurich.map((device) => device.code)).toEqual(['FGP-ZH-0012']);
    expect(await suggestions('FGP-BE', 'zh.device')).toEqual([]);
    expect((await ask('?search=FGP', 'zh.operator')).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: `${DEVICES}?search=FGP` })).statusCode).toBe(401);
  });

  it.each([
    ['', 'validation.required'],
    ['?search=', 'validation.required'],
    ['?search=%20%20', 'validation.required'],
    [`?search=${'F'.repeat(41)}`, 'validation.tooBigText'],
    ['?search=FGP&limit=abc', 'validation.notNumber'],
    ['?search=FGP&limit=1000', 'validation.tooBigNumber'],
    ['?search=FGP&limit=0', 'validation.tooSmallNumber'],
  ])('refuses the search %s in the operator’s words (400), never with a server error', async (query, key) => {
    const response = await ask(query);
    expect(response.statusCode, response.body).toBe(400);
    const problem = response.json();
    expect(problem.messageKey).toBe('errors.validation');
    expect(problem.errors.map((error: { messageKey: string }) => error.messageKey)).toEqual([key]);
  });
});
