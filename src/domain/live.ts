import type { Permission } from './permissions.ts';

/** Topics that carry a payload (SPEC.md §7) plus the generic resource notices (STYLE.md habit 3). */
export const LIVE_TOPICS = [
  'events',
  'wakeups',
  'banner',
  'alarms/count',
  'alarms/progress',
  'devices/reports',
  'water',
  'monitoring/errors',
  'system',
  'texts',
  'sirentest',
  'updates',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** What a client needs to receive a topic; `null`: every logged-in user. */
export const TOPIC_PERMISSION: Record<LiveTopic, Permission | null> = {
  events: 'EVENT_VIEW',
  wakeups: 'WAKEUP_VIEW',
  banner: 'BANNER_VIEW',
  'alarms/count': 'ALARMING_ALARMTASK_VIEW',
  /** Payload AlarmProgress (domain/alarming.ts): an alarm task's totals and changed sirens. */
  'alarms/progress': 'ALARMING_ALARMTASK_VIEW',
  /** Payload DeviceReportNotice (domain/devices.ts): device answers outside alarms, for the device console. */
  'devices/reports': 'SU_DEVICE_ADMIN',
  /** Payload WaterNotice (domain/water.ts): a dam's water-alarm state changed. */
  water: 'WATER_ALARM_EDIT',
  /** Payload MonitoringErrorsNotice (domain/monitoring.ts): open errors changed, scoped by the devices' cantons. */
  'monitoring/errors': 'MONTORING_PENDINGERROR_VIEW',
  system: null,
  /** Payload TextsNotice (domain/textCatalogue.ts): templates, catalogue, contacts or settings changed. */
  texts: 'TEXT_TEMPLATE_READ',
  /** Payload SirenTestNotice (domain/sirenTest.ts): a siren test changed; every console follows the active test. */
  sirentest: null,
  /** Payload UpdatesNotice (domain/updates.ts): a release, deployment or activation changed. */
  updates: 'UPDATEMGMT_VIEW',
};

/** Every live message on the wire: event name `message`, body `{ topic, payload }`. */
export interface LiveMessage<T = unknown> {
  topic: LiveTopic | `resources/${string}`;
  payload: T;
}

/** The generic change notice of a resource (grids invalidate their queries on it). */
export interface ResourceNotice {
  resource: string;
  action: 'created' | 'updated' | 'deleted';
  ids: (string | number)[];
}

export const LIVE_PATH = '/live';
