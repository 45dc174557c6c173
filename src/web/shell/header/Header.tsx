import { ActionIcon, Burger, Group, Text } from '@mantine/core';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../auth/AuthContext.ts';
import { DeferredTooltip } from '../../ui/floating/DeferredTooltip.tsx';
import { HomeIcon } from '../../ui/icons.tsx';
import { DegradedModeIndicator } from '../mode/DegradedModeIndicator.tsx';
import { OperationModeBar } from '../mode/OperationModeBar.tsx';
import { useShellStatus } from '../ShellStatus.ts';
import { BannerPill } from './BannerPill.tsx';
import { Clock } from './Clock.tsx';
import { EventsLink } from './EventsLink.tsx';
import classes from './Header.module.css';
import { HelpButton } from './HelpButton.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { UserMenu } from './UserMenu.tsx';
import { WakeupsLink } from './WakeupsLink.tsx';

interface HeaderProps {
  sideMenu: { available: boolean; shown: boolean; toggle: () => void };
}

/** The operation mode bar and the header row (SPEC.md §2 "Menu and header"). */
export function Header({ sideMenu }: HeaderProps) {
  const { t } = useTranslation();
  const { operationMode } = useMe();
  const { degradedMode } = useShellStatus();
  return (
    <>
      <OperationModeBar mode={operationMode} />
      <Group h={56} px="sm" gap="xs" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap" className={classes.links}>
          {sideMenu.available && (
            <Burger
              opened={sideMenu.shown}
              onClick={sideMenu.toggle}
              size="sm"
              aria-label={t(sideMenu.shown ? 'shell.header.hideMenu' : 'shell.header.showMenu')}
            />
          )}
          <DeferredTooltip label={t('menu.screens.home')}>
            <ActionIcon
              component={Link}
              to="/home"
              variant="subtle"
              color="dark"
              size="lg"
              aria-label={t('menu.screens.home')}
            >
              <HomeIcon />
            </ActionIcon>
          </DeferredTooltip>
          {/* Below 1408 px the name would squeeze the clock, language and user (the page title names it too). */}
          <Text fw={700} visibleFrom="xl" style={{ whiteSpace: 'nowrap' }}>
            {t('shell.productName')}
          </Text>
          <EventsLink />
          <WakeupsLink className={classes.yields} />
          <BannerPill />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <DegradedModeIndicator active={degradedMode} />
          <Clock />
          <HelpButton />
          <LanguagePicker />
          <UserMenu />
        </Group>
      </Group>
    </>
  );
}
