import { Badge, type BadgeProps, type ElementProps } from '@mantine/core';

/** Where the badge sits and what it says; its colours are the badge's own. */
export type ApprovalBadgeProps = Omit<BadgeProps, 'color' | 'c' | 'variant' | 'autoContrast'> &
  ElementProps<'div', keyof BadgeProps>;

/**
 * An approval waiting for the user's side (the header's events link, the events list): orange with black
 * text, which keeps WCAG AA contrast where Mantine's white on orange falls below it.
 */
export function ApprovalBadge(props: ApprovalBadgeProps) {
  return <Badge {...props} color="orange.5" c="black" variant="filled" />;
}
