import { z } from 'zod';
import { RowIdSchema } from '../keys.ts';
import { persons as resource } from '../resources/persons.ts';
import { OptionalText, RequiredText, StateCodeSchema, updateOf, VersionSchema } from './fields.ts';
import type { RegistryEntry } from './types.ts';

const create = z.object({
  organisationId: RowIdSchema,
  firstName: RequiredText(80),
  lastName: RequiredText(80),
  email: z.email().max(200).nullable(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{6,20}$/)
    .nullable(),
  function: OptionalText(120),
});

const ADMINISTER = ['PERSON_VIEW', 'APPLICATIONUSER_VIEW'] as const;

export const persons: RegistryEntry = {
  resource,
  paging: 'client',
  row: create.extend({
    id: z.number(),
    organisationCode: z.string(),
    stateCode: StateCodeSchema,
    createdAt: z.string(),
    version: VersionSchema,
  }),
  create,
  update: updateOf(create),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'lastName', type: 'text', width: 170 },
    { field: 'firstName', type: 'text', width: 170 },
    { field: 'organisationCode', type: 'text', valueList: true, width: 150 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110 },
    { field: 'function', type: 'text', width: 220 },
    { field: 'email', type: 'text', width: 240 },
    { field: 'phone', type: 'text', width: 160 },
    { field: 'createdAt', type: 'date', width: 170, hidden: true },
  ],
  form: [
    { field: 'organisationId', kind: 'reference', reference: 'organisations' },
    { field: 'firstName', kind: 'text' },
    { field: 'lastName', kind: 'text' },
    { field: 'function', kind: 'text' },
    { field: 'email', kind: 'text' },
    { field: 'phone', kind: 'text' },
  ],
  permissions: { view: [resource.viewPermission], create: ADMINISTER, edit: ADMINISTER, delete: ADMINISTER },
  territoryField: 'stateCode',
  defaultSort: { field: 'lastName', dir: 'asc' },
  labelField: 'lastName',
};
