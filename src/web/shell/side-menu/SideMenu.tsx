import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type MenuGroupView, visibleMenu } from '../../../domain/navigation.ts';
import type { MenuGroup } from '../../../domain/resources/index.ts';
import { useAccessContext } from '../useAccessContext.ts';
import { moveFocus } from './moveFocus.ts';
import classes from './SideMenu.module.css';
import { isActivePath, SideMenuGroup } from './SideMenuGroup.tsx';

function holdsPage(view: MenuGroupView, pathname: string): boolean {
  return view.subgroups.some((s) => s.entries.some((e) => isActivePath(e.path, pathname)));
}

/** The side menu: the groups the user may see; the group of the current page opens by itself. */
export function SideMenu() {
  const { t } = useTranslation();
  const groups = visibleMenu(useAccessContext());
  const { pathname } = useLocation();
  const [toggled, setToggled] = useState<Partial<Record<MenuGroup, boolean>>>({});

  return (
    <div className={classes.scroll}>
      <nav aria-label={t('menu.label')} onKeyDown={moveFocus}>
        {groups.map((view) => {
          const opened = toggled[view.group] ?? holdsPage(view, pathname);
          return (
            <SideMenuGroup
              key={view.group}
              view={view}
              pathname={pathname}
              opened={opened}
              onToggle={() => setToggled((previous) => ({ ...previous, [view.group]: !opened }))}
            />
          );
        })}
      </nav>
    </div>
  );
}
