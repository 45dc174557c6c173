/** One field of an audit entry's record: its value before and after the write. */
export interface AuditChange {
  /** The field's path in the record (`content.channels.sirens` when nested); '' for a record of one value. */
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isOpenable(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && Object.keys(value).length > 0;
}

/** A list of records (an event's links or contacts, an area's polygons): opened item by item. */
function isRecordList(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.length > 0 && value.every(isRecord);
}

/**
 * The values of a record by path: nested records opened, lists of records opened by position from 1
 * (`content.links.2.url`), other lists and single values kept whole.
 */
function valuesByPath(value: unknown, path = '', found = new Map<string, unknown>()): Map<string, unknown> {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (isOpenable(value)) {
    for (const [key, inner] of Object.entries(value)) valuesByPath(inner, at(key), found);
  } else if (isRecordList(value)) {
    for (const [i, item] of value.entries()) valuesByPath(item, at(String(i + 1)), found);
  } else if (path || value != null) {
    // No record at all (before a creation, after a deletion) has no field.
    found.set(path, value);
  }
  return found;
}

/** Nothing, an empty text, an empty list or record: all read «empty», none is a change from another. */
const isEmpty = (value: unknown) =>
  value == null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.keys(value).length === 0);

/** Whether two values read the same: equal, or both empty. */
export const same = (a: unknown, b: unknown) =>
  (isEmpty(a) && isEmpty(b)) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of an audit entry's `before` and `after`, field by field: the changed ones first, each group
 * in the record's own order. A field missing on one side counts as empty there; an empty list whose items
 * the other side names (no links before, one after) gives way to those items.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = valuesByPath(before);
  const is = valuesByPath(after);
  const fields = [...new Set([...was.keys(), ...is.keys()])];
  const all = fields
    .map((field) => {
      const [old, now] = [was.get(field), is.get(field)];
      return { field, before: old, after: now, changed: !same(old, now) };
    })
    .filter(
      (change) =>
        change.changed || !fields.some((other) => change.field && other.startsWith(`${change.field}.`)),
    );
  return [...all.filter((c) => c.changed), ...all.filter((c) => !c.changed)];
}
