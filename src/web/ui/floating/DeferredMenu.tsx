import type { Menu, MenuProps, TooltipProps } from '@mantine/core';
import { type ReactElement, type ReactNode, useState } from 'react';
import { useFloatingParts } from './useFloatingParts.ts';

interface DeferredMenuProps extends Omit<MenuProps, 'children' | 'defaultOpened'> {
  /** The button that opens the menu. */
  target: ReactElement;
  /** A tooltip on the button. */
  hint?: Omit<TooltipProps, 'children'>;
  /** The menu's entries, given Mantine's `Menu` for `Menu.Item`, `Menu.Label` and `Menu.Divider`. */
  children(parts: { Menu: typeof Menu }): ReactNode;
}

/**
 * Mantine's menu, there once the floating parts have loaded (ADR 0026); until then the button alone, and a
 * press or click on it opens the menu as soon as they arrive.
 */
export function DeferredMenu({ target, hint, children, ...menu }: DeferredMenuProps) {
  const parts = useFloatingParts();
  const [asked, setAsked] = useState(false);
  if (!parts) {
    // A press counts as well as a click: the parts may arrive between the two and take the button's place.
    const ask = () => setAsked(true);
    return (
      <span style={{ display: 'contents' }} onPointerDownCapture={ask} onClickCapture={ask}>
        {target}
      </span>
    );
  }
  const menuTarget = <parts.Menu.Target>{target}</parts.Menu.Target>;
  return (
    <span style={{ display: 'contents' }}>
      <parts.Menu {...menu} defaultOpened={asked}>
        {hint ? <parts.Tooltip {...hint}>{menuTarget}</parts.Tooltip> : menuTarget}
        <parts.Menu.Dropdown>{children({ Menu: parts.Menu })}</parts.Menu.Dropdown>
      </parts.Menu>
    </span>
  );
}
