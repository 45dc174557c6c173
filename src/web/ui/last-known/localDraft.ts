/** What an operator typed and the server has not accepted yet, with the version it was typed on. */
export interface LocalDraft<T> {
  value: T;
  version: number;
}

const keyOf = (userName: string, scope: string) => `console.draft.${userName}.${scope}`;

/** The draft this user left on this form in this browser, or null (none, or unreadable). */
export function readDraft<T>(userName: string, scope: string): LocalDraft<T> | null {
  try {
    const stored = localStorage.getItem(keyOf(userName, scope));
    return stored ? (JSON.parse(stored) as LocalDraft<T>) : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(userName: string, scope: string, draft: LocalDraft<T>) {
  try {
    localStorage.setItem(keyOf(userName, scope), JSON.stringify(draft));
  } catch {
    // A full or blocked storage keeps the text on screen only; the form works on.
  }
}

export function clearDraft(userName: string, scope: string) {
  localStorage.removeItem(keyOf(userName, scope));
}
