import { describe, expect, it } from 'vitest';
import { auditlog } from '../../../../domain/registry/auditlog.ts';
import { dayOf, formatValue } from './formatValue.ts';

const t = ((key: string) => `<${key}>`) as never;

describe('grid values as shown and exported', () => {
  it('shows days and instants in Swiss format in Zurich time', () => {
    expect(formatValue({ field: 'd', type: 'date' }, '2027-02-03', t)).toBe('03.02.2027');
    expect(formatValue({ field: 'd', type: 'date' }, '2026-11-23T23:30:00.000Z', t)).toBe('24.11.2026 00:30');
    expect(dayOf('2026-11-23T23:30:00.000Z')).toBe('2026-11-24');
  });

  it('writes the audit log’s times to the second, its days without a time', () => {
    const at = auditlog.columns.find((column) => column.field === 'at')!;
    expect(formatValue(at, '2026-11-23T13:02:31.456Z', t)).toBe('23.11.2026 14:02:31');
    expect(formatValue(at, '2026-11-23T13:02:07Z', t)).toBe('23.11.2026 14:02:07');
    expect(formatValue(at, '2027-02-03', t)).toBe('03.02.2027');
  });

  it('labels booleans, enum values and lists, and leaves nothing for missing values', () => {
    expect(formatValue({ field: 'b', type: 'boolean' }, true, t)).toBe('<data.grid.yes>');
    expect(formatValue({ field: 'e', type: 'enum' }, 'FAULT', t)).toBe('<data.values.FAULT>');
    const profiles = { field: 'p', type: 'json', valueLabels: 'shell.profiles' } as const;
    expect(formatValue(profiles, ['A', 'B'], t)).toBe('<shell.profiles.A>, <shell.profiles.B>');
    expect(formatValue({ field: 'j', type: 'json' }, { remark: 'x' }, t)).toBe('{"remark":"x"}');
    expect(formatValue({ field: 'x', type: 'text' }, null, t)).toBe('');
  });

  it('shows a stored code that its enum column does not list as it is, never as a key', () => {
    const action = {
      field: 'a',
      type: 'enum',
      values: ['created'],
      valueLabels: 'data.auditlog.actions',
    } as const;
    expect(formatValue(action, 'created', t)).toBe('<data.auditlog.actions.created>');
    expect(formatValue(action, 'archived', t)).toBe('archived');
  });
});
