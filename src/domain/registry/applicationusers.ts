import { z } from 'zod';
import { RowIdSchema } from '../keys.ts';
import { PROFILE_NAMES } from '../permissions.ts';
import { applicationusers as resource } from '../resources/applicationusers.ts';
import { CH_ALL, LANGUAGES, OPERATION_MODES } from '../session.ts';
import { RequiredText, StateCodeSchema, VersionSchema } from './fields.ts';
import type { RegistryEntry } from './types.ts';

/** Profiles that act for the whole country: only users of a national organisation (CH_ALL) hold them. */
export const NATIONAL_PROFILES: readonly string[] = [
  'NATIONAL_ADMINISTRATOR',
  'NATIONAL_OPERATOR',
  'DEVICE_ADMINISTRATOR',
];

/**
 * The fields a user's organisation rules out: a cantonal organisation's users manage their own canton
 * and hold no national profile (so a cantonal user administrator cannot create a national administrator).
 */
export function organisationConflicts(
  user: { profiles: readonly string[]; managedTerritory: string },
  organisation: { stateCode: string; characteristic: string | null },
): ('profiles' | 'managedTerritory')[] {
  if (organisation.characteristic === CH_ALL) return [];
  return [
    ...(user.profiles.some((p) => NATIONAL_PROFILES.includes(p)) ? (['profiles'] as const) : []),
    ...(user.managedTerritory !== organisation.stateCode ? (['managedTerritory'] as const) : []),
  ];
}

/** A new or reset password (the same bounds as the login server's change-password page). */
export const PasswordSchema = z.string().min(10).max(128);

const fields = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]{1,62}$/),
  organisationId: RowIdSchema,
  personId: RowIdSchema.nullable(),
  profiles: z.array(z.enum(PROFILE_NAMES)).min(1),
  managedTerritory: StateCodeSchema,
  operationMode: z.enum(OPERATION_MODES),
  groupLogin: z.boolean(),
  wakeupAddresseeName: RequiredText(120),
  lang: z.enum(LANGUAGES),
  locked: z.boolean(),
});

const create = fields.extend({ password: PasswordSchema });

const ADMINISTER = ['APPLICATIONUSER_VIEW'] as const;

/** Users are locked, never deleted: the audit log names them. */
export const applicationusers: RegistryEntry = {
  resource,
  paging: 'client',
  row: fields.extend({
    // Read as stored: a profile name retired later must not break the list.
    profiles: z.array(z.string()),
    id: z.number(),
    organisationCode: z.string(),
    stateCode: StateCodeSchema,
    failedLogins: z.number(),
    passwordChangedAt: z.string().nullable(),
    createdAt: z.string(),
    version: VersionSchema,
  }),
  create,
  update: fields.extend({ version: VersionSchema }),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'username', type: 'text', width: 170 },
    { field: 'organisationCode', type: 'text', valueList: true, width: 150 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110, hidden: true },
    { field: 'profiles', type: 'json', valueLabels: 'shell.profiles', width: 260 },
    { field: 'managedTerritory', type: 'text', valueList: true, width: 120 },
    { field: 'operationMode', type: 'enum', values: OPERATION_MODES, width: 150 },
    { field: 'groupLogin', type: 'boolean', width: 140 },
    { field: 'wakeupAddresseeName', type: 'text', width: 240, hidden: true },
    { field: 'lang', type: 'enum', values: LANGUAGES, valueLabels: 'shell.language.names', width: 110 },
    { field: 'locked', type: 'boolean', width: 110 },
    { field: 'failedLogins', type: 'number', width: 120, hidden: true },
    { field: 'passwordChangedAt', type: 'date', width: 170, hidden: true },
    { field: 'createdAt', type: 'date', width: 170, hidden: true },
  ],
  form: [
    { field: 'username', kind: 'text' },
    { field: 'password', kind: 'password', createOnly: true },
    { field: 'organisationId', kind: 'reference', reference: 'organisations' },
    { field: 'personId', kind: 'reference', reference: 'persons' },
    { field: 'profiles', kind: 'multiEnum', values: PROFILE_NAMES, valueLabels: 'shell.profiles' },
    { field: 'managedTerritory', kind: 'state', values: StateCodeSchema.options },
    { field: 'operationMode', kind: 'enum', values: OPERATION_MODES },
    { field: 'groupLogin', kind: 'boolean' },
    { field: 'wakeupAddresseeName', kind: 'text' },
    { field: 'lang', kind: 'enum', values: LANGUAGES, valueLabels: 'shell.language.names' },
    { field: 'locked', kind: 'boolean' },
  ],
  permissions: { view: [resource.viewPermission], create: ADMINISTER, edit: ADMINISTER },
  territoryField: 'stateCode',
  defaultSort: { field: 'username', dir: 'asc' },
  labelField: 'username',
  passwordReset: true,
};
