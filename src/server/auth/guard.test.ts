import { describe, expect, it } from 'vitest';
import type { ConsoleClaims } from '../../domain/session.ts';
import { actorFromClaims } from './guard.ts';

const claims = (changes: Partial<ConsoleClaims>): ConsoleClaims => ({
  user_name: 'someone',
  organisation: 'ZH-KAPO',
  user_profiles: ['CANTONAL_OPERATOR'],
  managed_territory: 'ZH',
  wakeup_addressee_name: 'someone',
  operation_mode: 'LIVE',
  group_login: false,
  organisation_characteristic: null,
  lang: 'de',
  ...changes,
});

// Events, dashboard, grids, monitoring and live rooms all read this one flag (an external login server
// may send territory CH without CH_ALL: such a user must see every canton everywhere, not only in events).
describe('who sees every canton', () => {
  it('is a CH_ALL organisation or the managed territory CH, and no one else', () => {
    expect(
      actorFromClaims(claims({ organisation_characteristic: 'CH_ALL', organisation: 'CH-BABS' })),
    ).toMatchObject({
      national: true,
      seesAllCantons: true,
    });
    expect(actorFromClaims(claims({ managed_territory: 'CH', organisation: 'CH-BABS' }))).toMatchObject({
      national: false,
      seesAllCantons: true,
    });
    expect(actorFromClaims(claims({}))).toMatchObject({ national: false, seesAllCantons: false });
  });
});
