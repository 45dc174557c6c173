import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FormField, RegistryEntry } from '../../../../domain/registry/types.ts';
import { boundsOf, type CheckFailure, validationText } from '../../../../domain/validationText.ts';
import type { Row } from '../resourceApi.ts';

export type FormValues = Record<string, unknown>;

const EMPTY: Record<FormField['kind'], unknown> = {
  text: '',
  password: '',
  number: '',
  boolean: false,
  enum: null,
  multiEnum: [],
  multiReference: [],
  state: null,
  reference: null,
};

/** The fields of the form: create-only fields (a first password) only when creating. */
export function formFields(entry: RegistryEntry, creating: boolean): readonly FormField[] {
  return (entry.form ?? []).filter((f) => creating || !f.createOnly);
}

/** Inputs hold text ('' for nothing), the schemas want null for nothing: one place converts. */
export function initialValues(fields: readonly FormField[], row: Row | null): FormValues {
  return Object.fromEntries(fields.map((f) => [f.field, row?.[f.field] ?? EMPTY[f.kind]]));
}

/** The request body of the form: empty inputs become null, the version read goes along for an update. */
export function bodyOf(fields: readonly FormField[], values: FormValues, row: Row | null): FormValues {
  const body: FormValues = Object.fromEntries(
    fields.map((f) => {
      const value = values[f.field];
      if (typeof value === 'string' && value.trim() === '') return [f.field, null];
      if (f.kind === 'number' || f.kind === 'reference')
        return [f.field, value === null ? null : Number(value)];
      return [f.field, typeof value === 'string' ? value.trim() : value];
    }),
  );
  return row ? { ...body, version: row.version } : body;
}

/** Field errors of the shared zod schema, worded by the validation texts every form uses. */
export function validate(schema: z.ZodType, body: FormValues, t: TFunction): Record<string, string> {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) {
      // A rule of the entity names its own text (e.g. a reason is needed when out of service).
      const own = (issue as { params?: { messageKey?: string } }).params?.messageKey;
      const failure = issue as CheckFailure;
      const text = validationText(failure);
      errors[field] = own ? t(own, boundsOf(failure)) : t(text.key, text.params);
    }
  }
  return errors;
}
