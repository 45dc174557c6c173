import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_KEYS, validationText } from './validationText.ts';

const schema = z.object({
  name: z.string().min(1).max(35),
  count: z.number().int().min(1).max(10),
  email: z.email(),
  kind: z.enum(['A', 'B']),
  at: z.iso.datetime(),
  ids: z.array(z.number()).min(1),
});

function keysOf(body: unknown, withInput = true) {
  const result = schema.safeParse(body, { reportInput: withInput });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path[0], validationText(issue).key]),
  );
}

describe('operators’ words for a failed check', () => {
  it('says "required" for empty values, on the web (with input) and mostly on the server (message only)', () => {
    const empty = { name: '', count: null, email: null, kind: null, at: null, ids: [] };
    const expected = {
      name: 'validation.required',
      count: 'validation.required',
      email: 'validation.required',
      kind: 'validation.required',
      at: 'validation.required',
      ids: 'validation.tooSmallList',
    };
    expect(keysOf(empty)).toEqual(expected);
    expect(keysOf(empty, false)).toEqual({ ...expected, kind: 'validation.notAChoice' });
  });

  it('names what is wrong with a value that is there', () => {
    const body = { name: 'x'.repeat(36), count: 1.5, email: 'nobody', kind: 'C', at: '31.02.2026', ids: [1] };
    expect(keysOf(body)).toEqual({
      name: 'validation.tooBigText',
      count: 'validation.notWholeNumber',
      email: 'validation.notEmail',
      kind: 'validation.notAChoice',
      at: 'validation.notDate',
    });
    expect(validationText({ code: 'too_big', origin: 'string', maximum: 35 }).params).toEqual({
      maximum: 35,
    });
  });

  it('answers only with keys every language has', () => {
    const body = { name: 5, count: 'x', email: 1, kind: 1, at: 1, ids: 'x' };
    const issues = schema.safeParse(body).error?.issues ?? [];
    for (const issue of issues) expect(VALIDATION_KEYS).toContain(validationText(issue).key);
  });
  it('keeps the text a rule names itself, and words zod’s own messages anyway', () => {
    const handle = z.object({
      name: z.string().regex(/^@?\w{1,15}$/, { message: 'socialMedia.errors.accountName' }),
    });
    const failure = handle.safeParse({ name: 'not a name!' }).error?.issues[0];
    expect(failure && validationText(failure)).toEqual({ key: 'socialMedia.errors.accountName', params: {} });
    const plain = z.object({ name: z.string().regex(/^\w+$/) }).safeParse({ name: 'a b' }).error?.issues[0];
    expect(plain && validationText(plain).key).toBe('validation.badFormat');
  });
});
