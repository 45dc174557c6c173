import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../permissions.ts';
import { MENU_GROUPS, RESOURCES, resourceByKey } from './index.ts';

// The /data routes of SPEC.md §2, group by group.
const SPEC_DATA_ROUTES = {
  personsOrganisations: ['organisations', 'persons', 'applicationusers', 'subscriptions'],
  assets: [
    'locations',
    ...['sirenmodels', 'sirens', 'sirenoperations', 'sirengroups', 'mobilesirens'],
    ...['fgps', 'fgpscom', 'fgpsoperation', 'kgps', 'kgpscom', 'kgpsoperation', 'ksps', 'console'],
  ],
  monitoring: [
    ...['curerrorpoa', 'curerrornetwork', 'curerrorsirengroups', 'alertswisscurrentvalues'],
    ...['errorprotocolpoa', 'errorprotocolnetwork', 'installationprotocol', 'alertswissprotocol'],
    ...['auditlog', 'channeltest'],
  ],
  alarming: ['sirenalarms', 'sirengroupssurveillance', 'sirenssurveillance'],
  sirenTest: ['siren-test-result', 'siren-test-state-overview', 'siren-test-archive', 'siren-test-plan'],
  updateManagement: ['releases', 'deploymenttasks', 'activationtasks', 'xgpstates'],
};

describe('resource registry', () => {
  it('holds exactly the data routes of the specification, in menu order per group', () => {
    for (const [group, keys] of Object.entries(SPEC_DATA_ROUTES)) {
      expect(RESOURCES.filter((r) => r.menu.group === group).map((r) => r.key)).toEqual(keys);
    }
    expect(RESOURCES).toHaveLength(Object.values(SPEC_DATA_ROUTES).flat().length);
  });

  it('uses each key once, as a plain route segment', () => {
    const keys = RESOURCES.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z-]*$/);
  });

  it('places every entry in a subgroup of its own group', () => {
    for (const resource of RESOURCES) {
      const subgroups: readonly string[] = MENU_GROUPS[resource.menu.group];
      if (subgroups.length === 0) expect('subgroup' in resource.menu).toBe(false);
      else expect(subgroups).toContain((resource.menu as { subgroup: string }).subgroup);
    }
  });

  it('guards every entry with a known view permission, the ones named in the specification', () => {
    const expected: Record<string, string> = {
      organisations: 'ASSMGMT_ORGANISATION_VIEW',
      sirens: 'STATIONARYSIREN_VIEW',
      sirenoperations: 'STATIONARYSIREN_MGMT_RIGHT_VIEW',
      kgpsoperation: 'KGP_MGMT_RIGHT_VIEW',
      console: 'SU_DEVICE_ADMIN',
      curerrorsirengroups: 'MONTORING_PENDINGERROR_VIEW',
      alertswissprotocol: 'MONITORING_ALERTSWISSSTATS_VIEW',
      errorprotocolnetwork: 'MONTORING_ERRORPROTOCOL_VIEW',
      channeltest: 'SU_CHANNEL_TEST',
      sirengroupssurveillance: 'ALARMING_SIRENGROUP_VIEW',
      'siren-test-plan': 'SIRENTEST_PLANNED_VIEW',
      xgpstates: 'UPDATEMGMT_VIEW',
    };
    for (const [key, permission] of Object.entries(expected)) {
      expect(resourceByKey(key)?.viewPermission).toBe(permission);
    }
    for (const resource of RESOURCES) expect(PERMISSIONS).toContain(resource.viewPermission);
  });

  it('marks only the active siren-test pages as needing an active test', () => {
    const needing = RESOURCES.filter((r) => r.needsActiveSirenTest).map((r) => r.key);
    expect(needing).toEqual(['siren-test-result', 'siren-test-state-overview']);
  });

  it('finds nothing for an unknown segment', () => {
    expect(resourceByKey('nothing')).toBeUndefined();
    expect(resourceByKey('toString')).toBeUndefined();
  });
});
