// A key still held from the action that opened a popup (auto-repeat Enter) must not answer it: the popup takes
// the focus only after this delay (SPEC.md §2), and ignores Enter until then.
export const POPUP_FOCUS_DELAY_MS = 200;
