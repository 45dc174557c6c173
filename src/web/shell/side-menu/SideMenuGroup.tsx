import { Collapse, NavLink, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuGroupView } from '../../../domain/navigation.ts';
import { AlarmCountBadge } from '../../features/home/AlarmCountBadge.tsx';
import { MonitoringBox } from './MonitoringBox.tsx';
import classes from './SideMenu.module.css';

export function isActivePath(path: string, pathname: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

interface SideMenuGroupProps {
  view: MenuGroupView;
  pathname: string;
  opened: boolean;
  onToggle: () => void;
}

function Chevron() {
  return (
    <svg
      className={classes.chevron}
      width={14}
      height={14}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth={2} />
    </svg>
  );
}

/** One collapsible group of the side menu with its subgroup headings and entries. */
export function SideMenuGroup({ view, pathname, opened, onToggle }: SideMenuGroupProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <UnstyledButton className={classes.group} aria-expanded={opened} aria-controls={id} onClick={onToggle}>
        <span>{t(`menu.groups.${view.group}`)}</span>
        <Chevron />
      </UnstyledButton>
      <Collapse expanded={opened} id={id}>
        {view.group === 'monitoring' && <MonitoringBox />}
        {view.subgroups.map((sub) => (
          <div key={sub.subgroup ?? 'entries'}>
            {sub.subgroup && (
              <div className={classes.subgroup}>{t(`menu.subgroups.${view.group}.${sub.subgroup}`)}</div>
            )}
            {sub.entries.map((entry) => (
              <NavLink
                key={entry.key}
                component={Link}
                to={entry.path}
                label={t(entry.titleKey)}
                rightSection={entry.key === 'sirenalarms' ? <AlarmCountBadge /> : undefined}
                active={isActivePath(entry.path, pathname)}
                aria-current={isActivePath(entry.path, pathname) ? 'page' : undefined}
                className={classes.entry}
              />
            ))}
          </div>
        ))}
      </Collapse>
    </div>
  );
}
