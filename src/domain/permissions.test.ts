import { describe, expect, it } from 'vitest';
import { PERMISSIONS, PROFILE_NAMES, PROFILES, permissionsOfProfiles } from './permissions.ts';

describe('profiles', () => {
  it('together grant every permission of the console', () => {
    const granted = permissionsOfProfiles(PROFILE_NAMES);
    expect(PERMISSIONS.filter((p) => !granted.has(p))).toEqual([]);
  });

  it('give the national administrator every permission', () => {
    expect(permissionsOfProfiles(['NATIONAL_ADMINISTRATOR']).size).toBe(PERMISSIONS.length);
  });

  it('keep banner editing and publishing away from cantonal and device profiles', () => {
    for (const profile of ['CANTONAL_OPERATOR', 'CANTONAL_VIEWER', 'DEVICE_ADMINISTRATOR'] as const) {
      expect(PROFILES[profile]).not.toContain('BANNER_EDIT');
      expect(PROFILES[profile]).not.toContain('BANNER_PUBLISH');
    }
  });

  it('grant nothing for an unknown profile name', () => {
    expect(permissionsOfProfiles(['SUPERUSER']).size).toBe(0);
  });
});
