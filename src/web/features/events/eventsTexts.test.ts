import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_CHANNELS } from '../../../domain/eventChannels.ts';
import { EVENT_STATES, MESSAGE_TYPES } from '../../../domain/events.ts';
import { EVENT_ACTIONS } from '../../../domain/eventWorkflow.ts';
import { LANGUAGES, OPERATION_MODES } from '../../../domain/session.ts';
import { CHANNEL_STATES } from '../../../domain/systemStatus.ts';
import { missingKeys, usedKeys } from '../../locales/testing/missingKeys.ts';

const FOLDERS = ['', 'list', 'detail', 'false-alarm'].map((folder) => join(import.meta.dirname, folder));

/** Every whole key written in the list's, detail's and picker's sources, plus the keys built from codes. */
const keys = usedKeys(
  FOLDERS,
  ['events', 'dashboard', 'ui'],
  [
    ...[...EVENT_STATES].map((state) => `dashboard.eventStates.${state}`),
    ...['CLOSED', 'DISCARDED'].map((state) => `events.states.${state}`),
    ...[...MESSAGE_TYPES, 'OTHER'].map((type) => `dashboard.messageTypes.${type}`),
    ...[...EVENT_ACTIONS, 'EDIT', 'FALSE_ALARM'].map((action) => `events.actions.${action}`),
    ...[
      ...EVENT_ACTIONS,
      'CREATE',
      'SAVE',
      'FALSE_ALARM',
      'PUBLISHED',
      'CORRECTED',
      'CHANNEL_UNAVAILABLE',
      'CHANNEL_DISABLED',
    ].map((action) => `events.timeline.actions.${action}`),
    ...EVENT_CHANNELS.map((channel) => `events.timeline.channels.${channel}`),
    ...EVENT_CHANNELS.flatMap((channel) =>
      CHANNEL_STATES.filter((state) => state !== 'AVAILABLE').map(
        (state) => `events.channelOutage.${channel}.${state}`,
      ),
    ),
    ...['CLOSE', 'DISCARD'].flatMap((action) =>
      ['title', 'text'].map((part) => `events.actions.confirm.${action}.${part}`),
    ),
    ...OPERATION_MODES.flatMap((mode) =>
      ['title', 'ok', 'allClearTitle'].map((part) => `events.actions.publish.${part}.${mode}`),
    ),
    ...OPERATION_MODES.map((mode) => `events.actions.submit.title.${mode}`),
    ...['first', 'firstQuiet', 'followUp', 'allClear', 'EXERCISE'].map(
      (kind) => `events.actions.publish.text.${kind}`,
    ),
    ...['Alert', 'Update', 'Cancel'].map((kind) => `events.versions.kinds.${kind}`),
    ...['title', 'description', 'impacts', 'instructions'].map(
      (field) => `events.versions.diff.fields.${field}`,
    ),
    ...['first', 'previous', 'next', 'last'].map((control) => `events.list.pages.${control}`),
  ],
);

describe('texts of the events list, detail and false-alarm picker', () => {
  it.each(LANGUAGES)('are all there in %s', (language) => {
    expect(missingKeys(language, keys)).toEqual([]);
  });
});
