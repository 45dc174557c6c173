import { z } from 'zod';
import { RowIdSchema } from '../keys.ts';
import { sirenoperations as resource } from '../resources/sirenoperations.ts';
import { OptionalText, RequiredText, updateOf, VersionSchema } from './fields.ts';
import type { RegistryEntry } from './types.ts';

const create = z.object({
  sirenId: RowIdSchema,
  operator: RequiredText(120),
  contactPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{6,20}$/)
    .nullable(),
  validFrom: z.iso.date(),
  remark: OptionalText(500),
});

/** The management right: who operates each stationary siren on site, visible and editable with it. */
export const sirenoperations: RegistryEntry = {
  resource,
  paging: 'server',
  row: create.extend({
    id: z.number(),
    sirenCode: z.string(),
    sirenName: z.string(),
    stateCode: z.string(),
    updatedAt: z.string(),
    version: VersionSchema,
  }),
  create,
  update: updateOf(create),
  columns: [
    { field: 'id', type: 'number', width: 90, hidden: true },
    { field: 'sirenCode', type: 'text', width: 130 },
    { field: 'sirenName', type: 'text', width: 220 },
    { field: 'stateCode', type: 'text', valueList: true, width: 110 },
    { field: 'operator', type: 'text', valueList: true, width: 260 },
    { field: 'contactPhone', type: 'text', width: 170 },
    { field: 'validFrom', type: 'date', width: 140 },
    { field: 'remark', type: 'text', width: 240, hidden: true },
    { field: 'updatedAt', type: 'date', width: 170, hidden: true },
  ],
  form: [
    { field: 'sirenId', kind: 'reference', reference: 'sirens' },
    { field: 'operator', kind: 'text' },
    { field: 'contactPhone', kind: 'text' },
    { field: 'validFrom', kind: 'text' },
    { field: 'remark', kind: 'text' },
  ],
  permissions: {
    view: [resource.viewPermission],
    create: [resource.viewPermission],
    edit: [resource.viewPermission],
    delete: [resource.viewPermission],
  },
  territoryField: 'stateCode',
  defaultSort: { field: 'sirenCode', dir: 'asc' },
  labelField: 'sirenCode',
};
