import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthContext.ts';
import { useLanguage } from '../../i18n.ts';
import { DeferredMenu } from '../../ui/floating/DeferredMenu.tsx';
import { UserIcon } from '../../ui/icons.tsx';
import { useDebugMode } from '../debugMode.ts';
import { noticeText } from '../NoticeText.tsx';
import { localeOf, REFERENCE_TIME_ZONE } from '../timeZone.ts';

const TokenModal = lazy(async () => ({ default: (await import('../debug/TokenModal.tsx')).TokenModal }));

/** The user's name with their profiles in a tooltip; logout, change password and the debug tools. */
export function UserMenu() {
  const { t } = useTranslation();
  const { me, logout, renewToken } = useAuth();
  const language = useLanguage();
  const debug = useDebugMode();
  const [tokenShown, setTokenShown] = useState(false);
  const profiles = me.profiles.map((p) => t(`shell.profiles.${p.profileName}`)).join(', ');

  const renew = async () => {
    const expiry = await renewToken();
    notifications.show(
      expiry
        ? {
            color: 'green',
            message: noticeText((t, shown) =>
              t('shell.user.tokenRenewed', {
                time: expiry.toLocaleTimeString(localeOf(shown), { timeZone: REFERENCE_TIME_ZONE }),
              }),
            ),
          }
        : { color: 'red', message: noticeText((t) => t('shell.user.tokenRenewFailed')) },
    );
  };

  return (
    <>
      <DeferredMenu
        position="bottom-end"
        withinPortal
        hint={{ label: t('shell.user.profiles', { profiles }), multiline: true, maw: 320 }}
        target={
          <Button variant="subtle" color="dark" leftSection={<UserIcon />}>
            <Text size="sm" fw={600} inherit truncate maw={180}>
              {me.displayName}
            </Text>
          </Button>
        }
      >
        {({ Menu }) => (
          <>
            <Menu.Label>{`${me.userName} · ${me.organisation}`}</Menu.Label>
            {!me.groupLogin && (
              <Menu.Item component="a" href={`/oauth/changepw/client?resource=${language}`}>
                {t('shell.user.changePassword')}
              </Menu.Item>
            )}
            <Menu.Item onClick={logout}>{t('shell.user.logout')}</Menu.Item>
            {debug && (
              <>
                <Menu.Divider />
                <Menu.Label>{t('shell.user.debug')}</Menu.Label>
                <Menu.Item onClick={renew}>{t('shell.user.renewToken')}</Menu.Item>
                <Menu.Item onClick={() => setTokenShown(true)}>{t('shell.user.showToken')}</Menu.Item>
                <Menu.Item component={Link} to="/samples">
                  {t('shell.user.samples')}
                </Menu.Item>
              </>
            )}
          </>
        )}
      </DeferredMenu>
      {tokenShown && (
        <Suspense fallback={null}>
          <TokenModal onClose={() => setTokenShown(false)} />
        </Suspense>
      )}
    </>
  );
}
