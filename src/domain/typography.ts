/** Placeholders, nested keys and web addresses keep their own punctuation (`{{a}}`, `$t(b)`, `https://x.ch/?q`). */
const VERBATIM = /\{\{[^}]*\}\}|\$t\([^)]*\)|\b[a-z][a-z\d+.-]*:\/\/[^\s«»]*/gi;
/** A plain, narrow or other space before the mark, where French sets U+00A0 (`Titre : x`). */
const WRONG_SPACE = /[^\S\u00a0][:;?!»]|«[^\S\u00a0]/;
/**
 * The mark ends a clause but touches the word before it (`Titre: x`, `Publier?`); a mark followed by a
 * letter, digit or comma is part of a time, ratio or code sample (`16:00`, `hh:mm`, `VERSION?, PING`).
 */
const NO_SPACE = /[^\s:;?!][:;?!](?=\s|$)|«(?!\s)|[^\s]»/;

/** Whether a French text sets a no-break space (U+00A0) before : ; ? ! and inside « », and no other space there. */
export function followsFrenchSpacing(text: string): boolean {
  const prose = text.replace(VERBATIM, '_');
  return !WRONG_SPACE.test(prose) && !NO_SPACE.test(prose);
}

/** Whether a French or Italian text writes an apostrophe as a straight quote (`l'eau`) instead of ’. */
export function hasStraightApostrophe(text: string): boolean {
  return /\p{L}'\p{L}/u.test(text);
}
