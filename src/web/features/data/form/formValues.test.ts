import { describe, expect, it } from 'vitest';
import { applicationusers } from '../../../../domain/registry/applicationusers.ts';
import { sirens } from '../../../../domain/registry/sirens.ts';
import { bodyOf, formFields, initialValues, validate } from './formValues.ts';

const t = ((key: string) => key) as never;

describe('the detail form values', () => {
  it('asks for the first password only when creating a user', () => {
    expect(formFields(applicationusers, true).map((f) => f.field)).toContain('password');
    expect(formFields(applicationusers, false).map((f) => f.field)).not.toContain('password');
  });

  it('turns empty inputs into null, numbers into numbers, and sends the version read on update', () => {
    const fields = formFields(sirens, false);
    const row = { id: 7, version: 'v1', code: 'BE-0001', remark: 'old', east: 2_600_000, modelId: 3 };
    const values = { ...initialValues(fields, row), remark: '  ', east: '2600100', modelId: '4' };
    const body = bodyOf(fields, values, row);
    expect(body).toMatchObject({ code: 'BE-0001', remark: null, east: 2_600_100, modelId: 4, version: 'v1' });
  });

  it('reports the shared schema errors per field', () => {
    const fields = formFields(sirens, true);
    const body = bodyOf(fields, { ...initialValues(fields, null), code: 'Bern 1', east: 1 }, null);
    const errors = validate(sirens.create!, body, t);
    expect(errors.code).toBe('validation.badFormat');
    expect(errors.east).toBe('validation.tooSmallNumber');
    expect(errors.name).toBeDefined();
  });
});
