import { foldTypedConfirmation } from '../../../domain/typedConfirmation.ts';

/**
 * Whether `value` fully matches the caller's pattern (a RegExp source), forgiving case, accents and surrounding
 * or repeated spaces as the server does (typedConfirmation.ts). A pattern that does not compile never matches:
 * a mistake in it must not let a strongly confirmed action through.
 */
export function matchesStrongConfirmation(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${foldTypedConfirmation(pattern)})$`, 'i').test(foldTypedConfirmation(value));
  } catch {
    return false;
  }
}
