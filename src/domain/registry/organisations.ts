import { z } from 'zod';
import { organisations as resource } from '../resources/organisations.ts';
import { RequiredText, StateCodeSchema, updateOf, VersionSchema } from './fields.ts';
import type { RegistryEntry } from './types.ts';

const create = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}-[A-Z0-9-]{1,30}$/),
  nameDe: RequiredText(120),
  nameFr: RequiredText(120),
  nameIt: RequiredText(120),
  nameEn: RequiredText(120),
  stateCode: StateCodeSchema,
  characteristic: z.enum(['CH_ALL']).nullable(),
});

const ADMINISTER = ['ASSMGMT_ORGANISATION_VIEW', 'APPLICATIONUSER_VIEW'] as const;

export const organisations: RegistryEntry = {
  resource,
  paging: 'client',
  row: create.extend({ id: z.number(), createdAt: z.string(), version: VersionSchema }),
  create,
  update: updateOf(create),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'code', type: 'text', width: 150 },
    { field: 'nameDe', type: 'text', width: 260 },
    { field: 'nameFr', type: 'text', width: 260, hidden: true },
    { field: 'nameIt', type: 'text', width: 260, hidden: true },
    { field: 'nameEn', type: 'text', width: 260, hidden: true },
    { field: 'stateCode', type: 'text', valueList: true, width: 110 },
    { field: 'characteristic', type: 'enum', values: ['CH_ALL'], width: 140 },
    { field: 'createdAt', type: 'date', width: 170, hidden: true },
  ],
  form: [
    { field: 'code', kind: 'text' },
    { field: 'nameDe', kind: 'text' },
    { field: 'nameFr', kind: 'text' },
    { field: 'nameIt', kind: 'text' },
    { field: 'nameEn', kind: 'text' },
    { field: 'stateCode', kind: 'state', values: StateCodeSchema.options },
    { field: 'characteristic', kind: 'enum', values: ['CH_ALL'] },
  ],
  permissions: { view: [resource.viewPermission], create: ADMINISTER, edit: ADMINISTER, delete: ADMINISTER },
  territoryField: 'stateCode',
  defaultSort: { field: 'code', dir: 'asc' },
  labelField: 'code',
};
