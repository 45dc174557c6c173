// @vitest-environment happy-dom
import { DEFAULT_THEME } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApprovalBadge } from './ApprovalBadge.tsx';
import { renderInConsole } from './test-utils.tsx';

afterEach(cleanup);

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? hex.replace(/\w/g, (d) => d + d) : hex;
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const c = Number.parseInt(digits.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('the approval badge', () => {
  it('is orange with black text, at least 4.5:1 (WCAG AA) where white would fall below it', () => {
    renderInConsole(<ApprovalBadge title="2 Ereignisse warten">2 Freigaben</ApprovalBadge>);
    const badge = screen.getByTitle('2 Ereignisse warten');
    expect(badge.style.getPropertyValue('--badge-bg')).toBe('var(--mantine-color-orange-5)');
    expect(badge.style.color).toBe('var(--mantine-color-black)');
    const orange = luminance(DEFAULT_THEME.colors.orange[5]);
    const onBlack = (orange + 0.05) / (luminance(DEFAULT_THEME.black) + 0.05);
    const onWhite = (luminance(DEFAULT_THEME.white) + 0.05) / (orange + 0.05);
    expect(onBlack).toBeGreaterThanOrEqual(4.5);
    expect(onWhite).toBeLessThan(4.5);
  });
});
