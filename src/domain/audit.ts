/**
 * The user name the console records for what it does by itself, on no one's behalf (escalations, the demo
 * data); the web shows it as `ui.systemActor` in the reader's language wherever it names who acted.
 */
export const SYSTEM_ACTOR = 'system';

/**
 * Every code the server writes into the audit log's `action` and `entity` (src/server/audit.ts accepts no
 * other), each labelled in the locale files under `data.auditlog.actions` and `data.auditlog.entities`.
 * Codes are stored as written: rename none, since the rows already in the log keep theirs.
 */
export const AUDIT_ACTIONS = [
  // Any entity: the generic data pages, siren test plans, the demo data; older rows: siren alarm starts
  'created',
  'updated',
  'deleted',
  'passwordReset',
  // Login and password (application_user)
  'LOGIN',
  'LOGIN_FAILED',
  'ACCOUNT_LOCKED',
  'PASSWORD_CHANGED',
  // Events: drafts, the workflow (`event.` + the EventAction in lower case), false alarms
  'event.create',
  'event.save',
  'event.submit',
  'event.approve',
  'event.reject',
  'event.request_update',
  'event.request_all_clear',
  'event.close',
  'event.discard',
  'event.falseAlarm',
  'event.corrected',
  // A version sent out to the public (with the approval or step that caused it)
  'event.published',
  // Wake-ups (`wakeup.` + the WakeupStepAction in lower case)
  'wakeup.send',
  'wakeup.approve',
  'wakeup.refuse',
  'wakeup.acknowledge',
  'wakeup.close',
  'wakeup.escalate',
  // Banner
  'banner.save',
  'banner.publish',
  'banner.revoke',
  // Texts: catalogue entries and pictograms by kind, templates, public contacts
  'catalogue.eventcategory.save',
  'catalogue.eventcategory.delete',
  'catalogue.eventtype.save',
  'catalogue.eventtype.delete',
  'catalogue.impact.save',
  'catalogue.impact.delete',
  'catalogue.behavior.save',
  'catalogue.behavior.delete',
  'catalogue.import',
  'pictogram.behavior.save',
  'pictogram.behavior.delete',
  'pictogram.eventtype.save',
  'pictogram.eventtype.delete',
  'template.save',
  'template.delete',
  'contact.phone.save',
  'contact.phone.delete',
  'contact.url.save',
  'contact.url.delete',
  // Settings and the social media account
  'settings.save',
  'socialmedia.account',
  // Water alarm of a dam
  'unlocked',
  'locked',
  'alarmed',
  // Siren alarms: an alarm task commanding its sirens to sound, first or again, and stopping them
  'triggered',
  'repeated',
  'alarmStopped',
  // Siren tests, deployments; older rows: siren alarm stops
  'started',
  'stopped',
  'confirmed',
  // Channel tests, device commands, pending errors
  'tested',
  'command',
  'acknowledged',
  // Firmware releases, deployments, activations
  'uploaded',
  'withdrawn',
  'cancelled',
  'scheduled',
  'rollback',
  // Reports by e-mail
  'sent',
  'sendFailed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The registry entries written through the generic data pages, audited under their registry key
 * (a test checks that every entry with a write action is here).
 */
export const AUDITED_RESOURCES = [
  'organisations',
  'persons',
  'applicationusers',
  'subscriptions',
  'locations',
  'sirenmodels',
  'sirens',
  'sirenoperations',
  'sirengroups',
  'mobilesirens',
  'fgps',
  'fgpscom',
  'fgpsoperation',
  'kgps',
  'kgpscom',
  'kgpsoperation',
  'ksps',
  'console',
] as const;
export type AuditedResource = (typeof AUDITED_RESOURCES)[number];

export const AUDIT_ENTITIES = [
  ...AUDITED_RESOURCES,
  'application_user',
  'demo-data',
  'event',
  'wakeup',
  'banner',
  'catalogue_entry',
  'pictogram',
  'event_template',
  'public_contact',
  'global_setting',
  'social_account',
  'dam',
  'siren_alarm',
  'siren_test',
  'siren_test_confirmation',
  'channel_test',
  'device',
  'pending_error',
  'firmware_release',
  'deployment',
  'activation',
  'report',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** A workflow code in lower case, typed as such: `event.${lowerCaseCode(action)}` stays a known action. */
export function lowerCaseCode<Code extends string>(code: Code): Lowercase<Code> {
  return code.toLowerCase() as Lowercase<Code>;
}

/** The audit entity of a registry key written through the data pages; a key not audited is a bug. */
export function auditedResource(key: string): AuditedResource {
  const found = AUDITED_RESOURCES.find((resource) => resource === key);
  if (!found) throw new Error(`registry entry ${key} is written but not in AUDITED_RESOURCES`);
  return found;
}
