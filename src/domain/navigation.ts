import { hasAll, type Permission } from './permissions.ts';
import {
  MENU_GROUP_ORDER,
  MENU_GROUPS,
  type MenuGroup,
  type MenuPlacement,
  RESOURCES,
  type ResourceDefinition,
} from './resources/index.ts';
import { CH_ALL } from './session.ts';

/** What the visibility rules look at: the user's permissions and two switches of the running system. */
export interface AccessContext {
  permissions: ReadonlySet<Permission>;
  /** A siren test is running: its result and state overview pages exist only then. */
  sirenTestActive: boolean;
  /** Debug mode shows the sample pages and the token tools. */
  debug: boolean;
}

/** A hand-built screen (not a registry grid): its route, what it needs and where the menu lists it. */
export interface ScreenDefinition {
  /** i18n name (`menu.screens.<key>`). */
  readonly key: string;
  /** Absolute route path; sub-paths below it belong to the same screen. */
  readonly path: string;
  /** All of these are needed (route level and entry level rules of SPEC.md §2 and §6 together). */
  readonly permissions: readonly Permission[];
  readonly menu?: MenuPlacement;
  readonly debugOnly?: boolean;
  /** Whether the side menu is shown on this screen unless the URL says otherwise. */
  readonly sideMenu: boolean;
}

const TEXTS: Permission[] = ['ADMINISTRATION_VIEW', 'TEXT_TEMPLATE_READ'];

function textScreen(key: string, path: string, subgroup: 'templates' | 'contacts' | 'textPictograms') {
  return {
    key,
    path,
    permissions: TEXTS,
    menu: { group: 'messageTemplates', subgroup },
    sideMenu: true,
  } as const;
}

/** Every hand-built screen (SPEC.md §2 "Top-level routes" and "Other menu targets"). */
export const SCREENS: readonly ScreenDefinition[] = [
  { key: 'home', path: '/home', permissions: ['HOME_VIEW'], sideMenu: true },
  { key: 'events', path: '/events', permissions: ['EVENT_VIEW'], sideMenu: false },
  { key: 'wakeups', path: '/wakeups', permissions: ['WAKEUP_VIEW'], sideMenu: false },
  { key: 'water', path: '/water', permissions: ['WATER_ALARM_EDIT'], sideMenu: false },
  textScreen('templates', '/templates', 'templates'),
  textScreen('publicContactsPhone', '/publiccontacts/phone', 'contacts'),
  textScreen('publicContactsUrl', '/publiccontacts/url', 'contacts'),
  textScreen('textPictogramsEventCategory', '/textpictograms/eventcategory', 'textPictograms'),
  textScreen('textPictogramsEventType', '/textpictograms/eventtype', 'textPictograms'),
  textScreen('textPictogramsImpact', '/textpictograms/impact', 'textPictograms'),
  textScreen('textPictogramsBehavior', '/textpictograms/behavior', 'textPictograms'),
  textScreen('textPictogramsExport', '/textpictograms/export', 'textPictograms'),
  textScreen('pictogramsBehavior', '/textpictograms/pictograms/behavior', 'textPictograms'),
  textScreen('pictogramsEventType', '/textpictograms/pictograms/eventtype', 'textPictograms'),
  // The global settings hold the public contact and the pictograms' size limit: listed with the contacts.
  textScreen('globalSettings', '/globalsettings', 'contacts'),
  {
    key: 'twitter',
    path: '/socialmedias/twitter',
    permissions: ['ADMINISTRATION_VIEW', 'TWITTER_EDIT'],
    menu: { group: 'socialMedia' },
    sideMenu: true,
  },
  { key: 'samples', path: '/samples', permissions: [], debugOnly: true, sideMenu: true },
];

/** One line of the side menu, whichever kind of page it leads to. */
export interface MenuEntry {
  key: string;
  path: string;
  titleKey: string;
  menu: MenuPlacement;
}

export interface MenuSubgroupView {
  /** null for a group that lists its entries directly. */
  subgroup: string | null;
  entries: MenuEntry[];
}

export interface MenuGroupView {
  group: MenuGroup;
  subgroups: MenuSubgroupView[];
}

export function resourcePath(resource: ResourceDefinition): string {
  return `/data/${resource.key}`;
}

export function resourceTitleKey(resource: ResourceDefinition): string {
  return `menu.data.${resource.key}`;
}

export function screenTitleKey(screen: ScreenDefinition): string {
  return `menu.screens.${screen.key}`;
}

/** A /data page is visible with its view permission, and the active-test pages only during a siren test. */
export function canSeeResource(resource: ResourceDefinition, context: AccessContext): boolean {
  if (resource.needsActiveSirenTest && !context.sirenTestActive) return false;
  return context.permissions.has(resource.viewPermission);
}

/** A screen is visible with all its permissions; debug-only screens need debug mode. */
export function canSeeScreen(screen: ScreenDefinition, context: AccessContext): boolean {
  if (screen.debugOnly && !context.debug) return false;
  return hasAll(context.permissions, screen.permissions);
}

function menuEntries(context: AccessContext): MenuEntry[] {
  const resources = RESOURCES.filter((r) => canSeeResource(r, context)).map((r) => ({
    key: r.key,
    path: resourcePath(r),
    titleKey: resourceTitleKey(r),
    menu: r.menu,
  }));
  const screens = SCREENS.filter((s) => s.menu && canSeeScreen(s, context)).map((s) => ({
    key: s.key,
    path: s.path,
    titleKey: screenTitleKey(s),
    menu: s.menu as MenuPlacement,
  }));
  return [...resources, ...screens];
}

function subgroupOf(placement: MenuPlacement): string | null {
  return 'subgroup' in placement ? placement.subgroup : null;
}

/**
 * The side menu as the user may see it: groups and subgroups in menu order, each holding only visible
 * entries; a group or subgroup without a visible entry is left out (SPEC.md §6).
 */
export function visibleMenu(context: AccessContext): MenuGroupView[] {
  const entries = menuEntries(context);
  return MENU_GROUP_ORDER.map((group) => {
    const inGroup = entries.filter((e) => e.menu.group === group);
    const subgroups: readonly (string | null)[] = MENU_GROUPS[group].length > 0 ? MENU_GROUPS[group] : [null];
    return {
      group,
      subgroups: subgroups
        .map((subgroup) => ({ subgroup, entries: inGroup.filter((e) => subgroupOf(e.menu) === subgroup) }))
        .filter((s) => s.entries.length > 0),
    };
  }).filter((g) => g.subgroups.length > 0);
}

/** A top-level menu entry shows if any of its sub-entries is visible. */
export function isGroupVisible(group: MenuGroup, context: AccessContext): boolean {
  return visibleMenu(context).some((g) => g.group === group);
}

const SIDE_MENU_GROUPS: readonly MenuGroup[] = ['assets', 'monitoring', 'messageTemplates', 'alarming'];

/** The side menu exists for a user only if the assets, monitoring, message-template or alarming group is visible. */
export function isSideMenuAvailable(context: AccessContext): boolean {
  const visible = new Set(visibleMenu(context).map((g) => g.group));
  return SIDE_MENU_GROUPS.some((g) => visible.has(g));
}

/** The screen a path belongs to (the longest screen path that is the path or a parent of it). */
export function screenOfPath(pathname: string): ScreenDefinition | undefined {
  return SCREENS.filter((s) => pathname === s.path || pathname.startsWith(`${s.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
}

/** What the banner pill offers: editing needs BANNER_EDIT and a national organisation (CH_ALL). */
export function bannerPillMode(
  permissions: ReadonlySet<Permission>,
  organisationCharacteristic: string | null,
): 'edit' | 'view' | null {
  if (permissions.has('BANNER_EDIT') && organisationCharacteristic === CH_ALL) return 'edit';
  if (permissions.has('BANNER_VIEW')) return 'view';
  return null;
}

/** A shortcut on the home page (SPEC.md §2 "Home links"). */
export interface HomeLink {
  key: string;
  path: string;
  permissions: readonly Permission[];
  debugOnly?: boolean;
}

export const HOME_LINKS: readonly HomeLink[] = [
  { key: 'events', path: '/events', permissions: ['EVENT_VIEW'] },
  {
    key: 'newEventWithTemplate',
    path: '/events/newEventFromHomeWithTemplateSelection',
    permissions: ['EVENT_VIEW', 'EVENT_EDIT'],
  },
  { key: 'newEvent', path: '/events/newEventFromHome', permissions: ['EVENT_VIEW', 'EVENT_EDIT'] },
  {
    key: 'newNationalEvent',
    path: '/events/newNationalEventFromHome',
    permissions: ['EVENT_VIEW', 'EVENT_EDIT', 'NATIONAL_EVENT_EDIT'],
  },
  { key: 'newFalseAlarm', path: '/events/newFalseAlarm', permissions: ['EVENT_VIEW', 'FALSE_ALARM_EDIT'] },
  { key: 'wakeups', path: '/wakeups', permissions: ['WAKEUP_VIEW'] },
  // The wake-up screen opens its manual-send form from the popup outlet (SPEC.md §2 "Home links").
  {
    key: 'manualWakeup',
    path: '/wakeups?popup=sendManualWakeupFromHome',
    permissions: ['WAKEUP_VIEW', 'WAKEUP_EDIT'],
  },
  { key: 'waterUnlock', path: '/water/unlock', permissions: ['WATER_ALARM_EDIT'] },
  { key: 'waterAlarm', path: '/water/alarm', permissions: ['WATER_ALARM_EDIT'] },
  { key: 'waterLock', path: '/water/lock', permissions: ['WATER_ALARM_EDIT'] },
  { key: 'sirenAlarms', path: '/data/sirenalarms', permissions: ['ALARMING_ALARMTASK_VIEW'] },
  { key: 'sampleEmpty', path: '/samples/empty', permissions: [], debugOnly: true },
];

/** The home shortcuts the user may follow. */
export function visibleHomeLinks(context: AccessContext): HomeLink[] {
  return HOME_LINKS.filter(
    (l) => (!l.debugOnly || context.debug) && hasAll(context.permissions, l.permissions),
  );
}
