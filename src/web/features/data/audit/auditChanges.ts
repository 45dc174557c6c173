/** One field of an audit entry's record: its value before and after the write. */
export interface AuditChange {
  /** The field's path in the record (`content.channels.sirens` when nested); '' for a record of one value. */
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly changed: boolean;
}

function isOpenable(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0
  );
}

/** The values of a record by path: nested records opened, lists and single values kept whole. */
function valuesByPath(value: unknown, path = '', found = new Map<string, unknown>()): Map<string, unknown> {
  if (!isOpenable(value)) {
    // No record at all (before a creation, after a deletion) has no field.
    if (path || value != null) found.set(path, value);
    return found;
  }
  for (const [key, inner] of Object.entries(value)) valuesByPath(inner, path ? `${path}.${key}` : key, found);
  return found;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of an audit entry's `before` and `after`, field by field: the changed ones first, each group
 * in the record's own order. A field missing on one side counts as empty there.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = valuesByPath(before);
  const is = valuesByPath(after);
  const fields = [...new Set([...was.keys(), ...is.keys()])];
  const all = fields.map((field) => {
    const [old, now] = [was.get(field), is.get(field)];
    return { field, before: old, after: now, changed: !same(old, now) };
  });
  return [...all.filter((c) => c.changed), ...all.filter((c) => !c.changed)];
}
