import { Anchor, Group, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { visibleHomeLinks } from '../../../domain/navigation.ts';
import { useAccessContext } from '../../shell/useAccessContext.ts';
import { AlarmCountBadge } from './AlarmCountBadge.tsx';

/** The shortcuts of SPEC.md §2 "Home links" the user may follow; nothing when none is permitted. */
export function HomeLinks() {
  const { t } = useTranslation();
  const links = visibleHomeLinks(useAccessContext());
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('menu.homeLinks.label')}>
      <List spacing="xs" listStyleType="none" p={0}>
        {links.map((link) => (
          <List.Item key={link.key}>
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={link.path}>
                {t(`menu.homeLinks.${link.key}`)}
              </Anchor>
              {link.key === 'sirenAlarms' && <AlarmCountBadge />}
            </Group>
          </List.Item>
        ))}
      </List>
    </nav>
  );
}
