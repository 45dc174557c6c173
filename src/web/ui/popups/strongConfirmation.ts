/**
 * Whether `value` fully matches the caller's pattern (a RegExp source). A pattern that does not compile never
 * matches: a mistake in it must not let a strongly confirmed action through.
 */
export function matchesStrongConfirmation(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(value);
  } catch {
    return false;
  }
}
