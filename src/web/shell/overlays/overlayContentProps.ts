/** What every overlay content receives: the address segments after its name, and how to close itself. */
export interface OverlayContentProps {
  path: string[];
  /** Closes the overlay without asking, even with unsaved changes (the content decided it is done). */
  onClose(): void;
}
