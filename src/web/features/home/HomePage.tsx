import { Anchor, List, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { visibleHomeLinks } from '../../../domain/navigation.ts';
import { useAccessContext } from '../../shell/useAccessContext.ts';

/** The landing page: its title and the shortcuts of SPEC.md §2 "Home links" the user may follow. */
export function HomePage() {
  const { t } = useTranslation();
  const links = visibleHomeLinks(useAccessContext());
  return (
    <Stack p="lg" gap="md">
      <Title order={1}>{t('menu.screens.home')}</Title>
      {links.length > 0 && (
        <nav aria-label={t('menu.homeLinks.label')}>
          <List spacing="xs" listStyleType="none" p={0}>
            {links.map((link) => (
              <List.Item key={link.key}>
                <Anchor component={Link} to={link.path}>
                  {t(`menu.homeLinks.${link.key}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
      )}
    </Stack>
  );
}
