/**
 * A typed confirmation as it is compared: accents and umlauts dropped ("Räterichsboden" → "Raterichsboden"),
 * spaces trimmed and runs of them made one. Case is left to the caller: a pattern's escapes (\d, \S) depend on it.
 */
export function foldTypedConfirmation(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

/**
 * Whether an operator typed `expected` (a dam's name…), whatever the case, accents or spaces: under stress and on
 * a French or Italian keyboard, "raterichsboden (grimsel) " names the same dam. Nothing else is forgiven.
 */
export function typedConfirmationMatches(typed: string, expected: string): boolean {
  return foldTypedConfirmation(typed).toLowerCase() === foldTypedConfirmation(expected).toLowerCase();
}
