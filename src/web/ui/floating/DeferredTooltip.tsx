import type { TooltipProps } from '@mantine/core';
import { cloneElement, type ReactElement, useCallback, useId, useState } from 'react';
import { useFloatingParts } from './useFloatingParts.ts';

interface DeferredTooltipProps extends Omit<TooltipProps, 'children' | 'opened' | 'target' | 'events'> {
  /** One element that stays the same while shown (the tooltip is placed at it). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * Mantine's tooltip at its target once the floating parts have loaded (ADR 0026). The target is never
 * rendered again for it: the tooltip is placed beside it and shown while the pointer is over it or it has
 * the focus, also when that began before the parts arrived.
 */
export function DeferredTooltip({ children, label, ...tooltip }: DeferredTooltipProps) {
  const parts = useFloatingParts();
  const id = useId();
  const [inside, setInside] = useState(false);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const wrapper = useCallback((node: HTMLSpanElement | null) => {
    setTarget(node?.firstElementChild instanceof HTMLElement ? node.firstElementChild : null);
  }, []);
  const shown = inside && parts !== null && target !== null;
  const enter = () => setInside(true);
  const leave = () => setInside(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only notes where pointer and focus are; its target is the control
    <span
      ref={wrapper}
      style={{ display: 'contents' }}
      onMouseEnter={enter}
      onMouseLeave={leave}
      onFocus={enter}
      onBlur={leave}
    >
      {cloneElement(children, { 'aria-describedby': shown ? id : undefined })}
      {parts && target && (
        <parts.Tooltip {...tooltip} target={target} opened={inside} label={<span id={id}>{label}</span>} />
      )}
    </span>
  );
}
