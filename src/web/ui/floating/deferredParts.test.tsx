// @vitest-environment happy-dom
import { Button } from '@mantine/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInConsole } from '../test-utils.tsx';
import { DeferredMenu } from './DeferredMenu.tsx';
import { DeferredTooltip } from './DeferredTooltip.tsx';

afterEach(cleanup);

// The first load of the parts in this test process takes longer than in a browser.
const ARRIVAL = { timeout: 10_000 };

describe('menus and tooltips that follow the first render', () => {
  it('show what the operator asked for before they arrived, the tooltip at the same button', async () => {
    renderInConsole(
      <>
        <DeferredTooltip label="Help manuals">
          <Button>Help</Button>
        </DeferredTooltip>
        <DeferredMenu target={<Button>Language</Button>}>
          {({ Menu }) => <Menu.Item>Français</Menu.Item>}
        </DeferredMenu>
      </>,
    );
    // At once after the first render (synchronously), so surely before the parts arrive.
    const help = screen.getByRole('button', { name: 'Help' });
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.mouseOver(help);

    expect(await screen.findByRole('menuitem', { name: 'Français' }, ARRIVAL)).toBeDefined();
    const tooltip = await screen.findByRole('tooltip', {}, ARRIVAL);
    expect(tooltip.textContent).toBe('Help manuals');
    expect(screen.getByRole('button', { name: 'Help' })).toBe(help);
    expect(document.getElementById(help.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Help manuals',
    );

    fireEvent.mouseOut(help);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
