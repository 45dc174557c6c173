import type { KeyboardEvent } from 'react';

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Arrow keys, Home and End move the focus between the menu's links and group buttons. */
export function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const step = STEPS[event.key];
  if (!step) return;
  const items = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
  ).filter((item) => item.offsetParent !== null || item === document.activeElement);
  if (items.length === 0) return;
  event.preventDefault();
  const index = items.indexOf(document.activeElement as HTMLElement);
  items[step(Math.max(index, 0), items.length)]?.focus();
}
