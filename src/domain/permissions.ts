/** Every named permission of the product (SPEC.md §6). Access is always checked by these names, never by role. */
export const PERMISSIONS = [
  'EVENT_VIEW',
  'EVENT_EDIT',
  'HOME_VIEW',
  'WAKEUP_VIEW',
  'WAKEUP_EDIT',
  'BANNER_VIEW',
  'BANNER_EDIT',
  'BANNER_PUBLISH',
  'GRID_DATA_EXPORT_LOCAL',
  'GRID_DATA_EXPORT_EMAIL',
  'FALSE_ALARM_EDIT',
  'WATER_ALARM_EDIT',
  'NATIONAL_EVENT_EDIT',
  'ADMINISTRATION_VIEW',
  'TEXT_TEMPLATE_READ',
  /** Edit message templates, public contacts and the text catalogue (our addition to SPEC.md §6). */
  'TEXT_TEMPLATE_EDIT',
  /** Change the global settings: image limit, service addresses, public contact (our addition). */
  'GLOBAL_SETTINGS_EDIT',
  'TWITTER_EDIT',
  'UPDATEMGMT_VIEW',
  /** Upload and withdraw releases, start and cancel deployments, schedule activations and rollbacks (our addition). */
  'UPDATEMGMT_EDIT',
  'ASSMGMT_ORGANISATION_VIEW',
  'PERSON_VIEW',
  'APPLICATIONUSER_VIEW',
  'SUBSCRIPTION_VIEW',
  'LOCATION_VIEW',
  'SIRENMODEL_VIEW',
  'STATIONARYSIREN_VIEW',
  'STATIONARYSIREN_MGMT_RIGHT_VIEW',
  'SIRENGROUP_VIEW',
  'MOBILESIREN_VIEW',
  'FGP_VIEW',
  'FGP_COM_VIEW',
  'FGP_MGMT_RIGHT_VIEW',
  'KGP_VIEW',
  'KGP_COM_VIEW',
  'KGP_MGMT_RIGHT_VIEW',
  'KSP_VIEW',
  'SU_DEVICE_ADMIN',
  'SU_CHANNEL_TEST',
  'MONTORING_PENDINGERROR_VIEW',
  'MONTORING_ERRORPROTOCOL_VIEW',
  'MONTORING_INSTALLPROTOCOL_VIEW',
  'MONITORING_ALERTSWISSSTATS_VIEW',
  'MONITORING_AUDITLOG_VIEW',
  'ALARMING_ALARMTASK_VIEW',
  /** Trigger, stop and repeat siren alarms (our addition to SPEC.md §6; cantonal users in their territory). */
  'ALARMING_ALARMTASK_EDIT',
  'ALARMING_SIRENGROUP_VIEW',
  'ALARMING_SIREN_VIEW',
  'SIRENTEST_CURRENT_VIEW',
  'SIRENTEST_STATE_VIEW',
  'SIRENTEST_ARCHIVE_VIEW',
  'SIRENTEST_PLANNED_VIEW',
  /**
   * Plan, start and stop the siren test (national users) and confirm a canton's on-site checks (cantonal
   * users in their territory). Our addition to SPEC.md §6.
   */
  'SIRENTEST_EDIT',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const ASSET_VIEWS: Permission[] = [
  'ASSMGMT_ORGANISATION_VIEW',
  'PERSON_VIEW',
  'LOCATION_VIEW',
  'SIRENMODEL_VIEW',
  'STATIONARYSIREN_VIEW',
  'SIRENGROUP_VIEW',
  'MOBILESIREN_VIEW',
];

const ALARMING_VIEWS: Permission[] = [
  'ALARMING_ALARMTASK_VIEW',
  'ALARMING_SIRENGROUP_VIEW',
  'ALARMING_SIREN_VIEW',
];

const SIRENTEST_VIEWS: Permission[] = [
  'SIRENTEST_CURRENT_VIEW',
  'SIRENTEST_STATE_VIEW',
  'SIRENTEST_ARCHIVE_VIEW',
  'SIRENTEST_PLANNED_VIEW',
];

/**
 * Profiles a user can hold, each a set of permissions. A user's permissions are the union over their
 * profiles; together the profiles cover every permission of PERMISSIONS (checked by a test).
 */
export const PROFILES = {
  NATIONAL_ADMINISTRATOR: [...PERMISSIONS],
  NATIONAL_OPERATOR: [
    'HOME_VIEW',
    'EVENT_VIEW',
    'EVENT_EDIT',
    'NATIONAL_EVENT_EDIT',
    'FALSE_ALARM_EDIT',
    'WAKEUP_VIEW',
    'WAKEUP_EDIT',
    'BANNER_VIEW',
    'BANNER_EDIT',
    'BANNER_PUBLISH',
    'GRID_DATA_EXPORT_LOCAL',
    'GRID_DATA_EXPORT_EMAIL',
    'TEXT_TEMPLATE_READ',
    'TEXT_TEMPLATE_EDIT',
    'ADMINISTRATION_VIEW',
    'TWITTER_EDIT',
    'MONTORING_PENDINGERROR_VIEW',
    ...ALARMING_VIEWS,
    'ALARMING_ALARMTASK_EDIT',
    ...SIRENTEST_VIEWS,
    'SIRENTEST_EDIT',
    ...ASSET_VIEWS,
  ],
  CANTONAL_OPERATOR: [
    'HOME_VIEW',
    'EVENT_VIEW',
    'EVENT_EDIT',
    'FALSE_ALARM_EDIT',
    'WAKEUP_VIEW',
    'WAKEUP_EDIT',
    'WATER_ALARM_EDIT',
    'BANNER_VIEW',
    'GRID_DATA_EXPORT_LOCAL',
    'GRID_DATA_EXPORT_EMAIL',
    'TEXT_TEMPLATE_READ',
    'ADMINISTRATION_VIEW',
    'MONTORING_PENDINGERROR_VIEW',
    'MONTORING_ERRORPROTOCOL_VIEW',
    ...ALARMING_VIEWS,
    'ALARMING_ALARMTASK_EDIT',
    ...SIRENTEST_VIEWS,
    'SIRENTEST_EDIT',
    ...ASSET_VIEWS,
  ],
  CANTONAL_VIEWER: [
    'HOME_VIEW',
    'EVENT_VIEW',
    'WAKEUP_VIEW',
    'BANNER_VIEW',
    'MONTORING_PENDINGERROR_VIEW',
    ...ALARMING_VIEWS,
    'SIRENTEST_CURRENT_VIEW',
    'SIRENTEST_STATE_VIEW',
    ...ASSET_VIEWS,
  ],
  DEVICE_ADMINISTRATOR: [
    'HOME_VIEW',
    'BANNER_VIEW',
    'SU_DEVICE_ADMIN',
    'SU_CHANNEL_TEST',
    'UPDATEMGMT_VIEW',
    'UPDATEMGMT_EDIT',
    'GRID_DATA_EXPORT_LOCAL',
    'MONTORING_PENDINGERROR_VIEW',
    'MONTORING_ERRORPROTOCOL_VIEW',
    'MONTORING_INSTALLPROTOCOL_VIEW',
    'MONITORING_ALERTSWISSSTATS_VIEW',
    'MONITORING_AUDITLOG_VIEW',
    'LOCATION_VIEW',
    'SIRENMODEL_VIEW',
    'STATIONARYSIREN_VIEW',
    'STATIONARYSIREN_MGMT_RIGHT_VIEW',
    'MOBILESIREN_VIEW',
    'FGP_VIEW',
    'FGP_COM_VIEW',
    'FGP_MGMT_RIGHT_VIEW',
    'KGP_VIEW',
    'KGP_COM_VIEW',
    'KGP_MGMT_RIGHT_VIEW',
    'KSP_VIEW',
  ],
  USER_ADMINISTRATOR: [
    'HOME_VIEW',
    'ASSMGMT_ORGANISATION_VIEW',
    'PERSON_VIEW',
    'APPLICATIONUSER_VIEW',
    'SUBSCRIPTION_VIEW',
    'MONITORING_AUDITLOG_VIEW',
  ],
} as const satisfies Record<string, readonly Permission[]>;

export type ProfileName = keyof typeof PROFILES;

export const PROFILE_NAMES = Object.keys(PROFILES) as ProfileName[];

export function isProfileName(name: string): name is ProfileName {
  return Object.hasOwn(PROFILES, name);
}

/** The union of the permissions of the given profiles; unknown profile names grant nothing. */
export function permissionsOfProfiles(profiles: readonly string[]): Set<Permission> {
  const granted = new Set<Permission>();
  for (const profile of profiles) {
    if (isProfileName(profile)) for (const p of PROFILES[profile]) granted.add(p);
  }
  return granted;
}

/** True when every one of `required` is granted (an empty list requires nothing beyond a login). */
export function hasAll(granted: ReadonlySet<Permission>, required: readonly Permission[]): boolean {
  return required.every((p) => granted.has(p));
}
