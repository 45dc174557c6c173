import { describe, expect, it } from 'vitest';
import {
  type AccessContext,
  bannerPillMode,
  canSeeResource,
  canSeeScreen,
  isGroupVisible,
  isSideMenuAvailable,
  SCREENS,
  screenOfPath,
  visibleHomeLinks,
  visibleMenu,
} from './navigation.ts';
import { PERMISSIONS, type Permission, permissionsOfProfiles } from './permissions.ts';
import { resourceByKey } from './resources/index.ts';

function context(permissions: Permission[], extra: Partial<AccessContext> = {}): AccessContext {
  return { permissions: new Set(permissions), sirenTestActive: false, debug: false, ...extra };
}

function menuPaths(ctx: AccessContext): string[] {
  return visibleMenu(ctx).flatMap((g) => g.subgroups.flatMap((s) => s.entries.map((e) => e.path)));
}

function screen(key: string) {
  const found = SCREENS.find((s) => s.key === key);
  if (!found) throw new Error(`no screen ${key}`);
  return found;
}

function resource(key: string) {
  const found = resourceByKey(key);
  if (!found) throw new Error(`no resource ${key}`);
  return found;
}

describe('top-level menu entries', () => {
  it('show a group as soon as one of its sub-entries is permitted', () => {
    const ctx = context(['KSP_VIEW']);
    expect(isGroupVisible('assets', ctx)).toBe(true);
    expect(menuPaths(ctx)).toEqual(['/data/ksps']);
  });

  it('hide a group, and each subgroup, without any permitted entry', () => {
    const ctx = context(['LOCATION_VIEW']);
    expect(isGroupVisible('monitoring', ctx)).toBe(false);
    const assets = visibleMenu(ctx).find((g) => g.group === 'assets');
    expect(assets?.subgroups.map((s) => s.subgroup)).toEqual(['locations']);
  });

  it('list nothing for a user without any view permission', () => {
    expect(visibleMenu(context(['HOME_VIEW', 'EVENT_VIEW']))).toEqual([]);
  });

  it('list every data page and every menu screen for the national administrator, in menu order', () => {
    const ctx = context([...PERMISSIONS], { sirenTestActive: true });
    expect(visibleMenu(ctx).map((g) => g.group)).toEqual([
      'personsOrganisations',
      'assets',
      'monitoring',
      'alarming',
      'sirenTest',
      'updateManagement',
      'messageTemplates',
      'socialMedia',
    ]);
    expect(menuPaths(ctx)).toHaveLength(39 + 11 + 1);
  });
});

describe('side menu', () => {
  it.each([
    ['assets', ['SIRENMODEL_VIEW']],
    ['monitoring', ['MONITORING_AUDITLOG_VIEW']],
    ['message templates', ['ADMINISTRATION_VIEW', 'TEXT_TEMPLATE_READ']],
    ['alarming', ['ALARMING_SIREN_VIEW']],
  ] as const)('is available when the %s group is visible', (_, permissions) => {
    expect(isSideMenuAvailable(context([...permissions]))).toBe(true);
  });

  it('is not available with only persons, siren-test, update-management or social-media entries', () => {
    const permissions: Permission[] = [
      'PERSON_VIEW',
      'SIRENTEST_ARCHIVE_VIEW',
      'UPDATEMGMT_VIEW',
      'ADMINISTRATION_VIEW',
      'TWITTER_EDIT',
    ];
    const ctx = context(permissions);
    expect(isGroupVisible('personsOrganisations', ctx)).toBe(true);
    expect(isGroupVisible('socialMedia', ctx)).toBe(true);
    expect(isSideMenuAvailable(ctx)).toBe(false);
  });

  it('is available for every demo profile that administers something', () => {
    for (const profile of [
      'NATIONAL_OPERATOR',
      'CANTONAL_OPERATOR',
      'CANTONAL_VIEWER',
      'DEVICE_ADMINISTRATOR',
    ]) {
      const ctx = { permissions: permissionsOfProfiles([profile]), sirenTestActive: false, debug: false };
      expect(isSideMenuAvailable(ctx)).toBe(true);
    }
  });
});

describe('siren test entries', () => {
  const viewAll: Permission[] = [
    'SIRENTEST_CURRENT_VIEW',
    'SIRENTEST_STATE_VIEW',
    'SIRENTEST_ARCHIVE_VIEW',
    'SIRENTEST_PLANNED_VIEW',
  ];

  it('show result and state overview only while a test is active', () => {
    expect(canSeeResource(resource('siren-test-result'), context(viewAll))).toBe(false);
    expect(canSeeResource(resource('siren-test-result'), context(viewAll, { sirenTestActive: true }))).toBe(
      true,
    );
    expect(canSeeResource(resource('siren-test-state-overview'), context(viewAll))).toBe(false);
  });

  it('still need the matching view permission during an active test', () => {
    const ctx = context(['SIRENTEST_STATE_VIEW'], { sirenTestActive: true });
    expect(canSeeResource(resource('siren-test-result'), ctx)).toBe(false);
    expect(canSeeResource(resource('siren-test-state-overview'), ctx)).toBe(true);
  });

  it('show the siren test group for an active-test entry during a test, or for a management entry', () => {
    expect(isGroupVisible('sirenTest', context(['SIRENTEST_CURRENT_VIEW']))).toBe(false);
    expect(isGroupVisible('sirenTest', context(['SIRENTEST_CURRENT_VIEW'], { sirenTestActive: true }))).toBe(
      true,
    );
    expect(isGroupVisible('sirenTest', context(['SIRENTEST_PLANNED_VIEW']))).toBe(true);
  });

  it('keep management entries regardless of a running test', () => {
    const paths = menuPaths(context(viewAll));
    expect(paths).toEqual(['/data/siren-test-archive', '/data/siren-test-plan']);
  });
});

describe('message templates, contacts and text pictograms', () => {
  const textKeys = SCREENS.filter((s) => s.menu?.group === 'messageTemplates').map((s) => s.key);

  it('cover the templates, both contact lists, the seven text-pictogram pages and the global settings', () => {
    expect(textKeys).toHaveLength(11);
  });

  it.each(textKeys)('%s needs both ADMINISTRATION_VIEW and TEXT_TEMPLATE_READ', (key) => {
    expect(canSeeScreen(screen(key), context(['ADMINISTRATION_VIEW']))).toBe(false);
    expect(canSeeScreen(screen(key), context(['TEXT_TEMPLATE_READ']))).toBe(false);
    expect(canSeeScreen(screen(key), context(['ADMINISTRATION_VIEW', 'TEXT_TEMPLATE_READ']))).toBe(true);
  });
});

describe('social media', () => {
  it('needs TWITTER_EDIT on top of the administration route permission', () => {
    expect(canSeeScreen(screen('twitter'), context(['ADMINISTRATION_VIEW']))).toBe(false);
    expect(canSeeScreen(screen('twitter'), context(['TWITTER_EDIT']))).toBe(false);
    expect(canSeeScreen(screen('twitter'), context(['ADMINISTRATION_VIEW', 'TWITTER_EDIT']))).toBe(true);
  });
});

describe('top-level screens', () => {
  it.each([
    ['home', 'HOME_VIEW'],
    ['events', 'EVENT_VIEW'],
    ['wakeups', 'WAKEUP_VIEW'],
    ['water', 'WATER_ALARM_EDIT'],
  ] as const)('%s needs %s', (key, permission) => {
    expect(canSeeScreen(screen(key), context([]))).toBe(false);
    expect(canSeeScreen(screen(key), context([permission]))).toBe(true);
  });

  it('show the sample pages only in debug mode', () => {
    expect(canSeeScreen(screen('samples'), context([]))).toBe(false);
    expect(canSeeScreen(screen('samples'), context([], { debug: true }))).toBe(true);
  });

  it('find the screen of a path and of its sub-paths, preferring the most specific', () => {
    expect(screenOfPath('/events')?.key).toBe('events');
    expect(screenOfPath('/events/newEventFromHome')?.key).toBe('events');
    expect(screenOfPath('/textpictograms/pictograms/behavior')?.key).toBe('pictogramsBehavior');
    expect(screenOfPath('/textpictograms/behavior')?.key).toBe('textPictogramsBehavior');
    expect(screenOfPath('/eventsx')).toBeUndefined();
    expect(screenOfPath('/data/sirens')).toBeUndefined();
  });
});

describe('banner pill', () => {
  it('offers editing with BANNER_EDIT and the national characteristic CH_ALL', () => {
    expect(bannerPillMode(new Set(['BANNER_EDIT', 'BANNER_VIEW']), 'CH_ALL')).toBe('edit');
  });

  it('falls back to viewing without CH_ALL', () => {
    expect(bannerPillMode(new Set(['BANNER_EDIT', 'BANNER_VIEW']), null)).toBe('view');
  });

  it('is hidden without any banner permission', () => {
    expect(bannerPillMode(new Set(['HOME_VIEW']), 'CH_ALL')).toBeNull();
  });
});

describe('home links', () => {
  it('offer a cantonal viewer only the lists, no creation shortcuts', () => {
    const ctx = {
      permissions: permissionsOfProfiles(['CANTONAL_VIEWER']),
      sirenTestActive: false,
      debug: false,
    };
    expect(visibleHomeLinks(ctx).map((l) => l.path)).toEqual(['/events', '/wakeups', '/data/sirenalarms']);
  });

  it('offer the national event only with NATIONAL_EVENT_EDIT', () => {
    const cantonal = visibleHomeLinks(context(['EVENT_VIEW', 'EVENT_EDIT'])).map((l) => l.key);
    expect(cantonal).toEqual(['events', 'newEventWithTemplate', 'newEvent']);
    const national = visibleHomeLinks(context(['EVENT_VIEW', 'EVENT_EDIT', 'NATIONAL_EVENT_EDIT']));
    expect(national.map((l) => l.key)).toContain('newNationalEvent');
  });

  it('offer the sample page only in debug mode', () => {
    expect(visibleHomeLinks(context([])).map((l) => l.key)).toEqual([]);
    expect(visibleHomeLinks(context([], { debug: true })).map((l) => l.key)).toEqual(['sampleEmpty']);
  });
});
