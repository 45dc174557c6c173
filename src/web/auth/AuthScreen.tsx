import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type AuthScreenState =
  | { phase: 'contacting' }
  | { phase: 'loggingOut' }
  | {
      phase: 'error';
      message: string /** An address where the console works, to open instead. */;
      elsewhere?: string;
    };

function retry() {
  window.location.assign('/');
}

/** What the user sees while the login round trip happens or when it failed (SPEC.md §4 "Login"). */
export function AuthScreen({ state }: { state: AuthScreenState }) {
  const { t } = useTranslation();
  // The tab names the product in the user's language before the shell names the page (index.html cannot).
  const product = t('shell.productName');
  useEffect(() => {
    document.title = product;
  }, [product]);
  if (state.phase === 'error') {
    return (
      <Center mih="100vh" p="md">
        <Alert color="red" title={t('auth.error')} maw={520} role="alert">
          <Stack gap="sm">
            <Text size="sm">{state.message}</Text>
            <Group gap="sm">
              {state.elsewhere && (
                <Button component="a" href={state.elsewhere} color="red" w="fit-content">
                  {t('auth.openThere', { origin: state.elsewhere })}
                </Button>
              )}
              <Button variant="light" color="red" onClick={retry} w="fit-content">
                {t('auth.retry')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Center>
    );
  }
  return (
    <Center mih="100vh">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader />
        <Text>{state.phase === 'loggingOut' ? t('auth.loggingOut') : t('auth.contacting')}</Text>
      </Stack>
    </Center>
  );
}
