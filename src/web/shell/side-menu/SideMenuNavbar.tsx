import { AppShell } from '@mantine/core';
import classes from './SideMenu.module.css';
import { SideMenu } from './SideMenu.tsx';

/**
 * The side menu's frame. Collapsed, it slides out and then leaves the Tab order and the accessibility tree
 * (moved off screen alone, its buttons and links would still take Tab stops); shown, it is reachable at once.
 */
export function SideMenuNavbar({ shown }: { shown: boolean }) {
  return (
    <AppShell.Navbar p="xs" className={classes.navbar} style={shown ? undefined : { visibility: 'hidden' }}>
      <SideMenu />
    </AppShell.Navbar>
  );
}
