import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STATE_CH } from '../../../domain/session.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useMe, usePermissions } from '../../auth/AuthContext.ts';
import { counterStateOf } from '../home/dashboardApi.ts';
import { endActiveTest, sirenTestApi } from './sirenTestApi.ts';
import { useSirenTestAction } from './useSirenTestAction.ts';

/** Stops the running test (national holders of SIRENTEST_EDIT); every open active-test page then goes home. */
export function StopTestButton() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const act = useSirenTestAction();
  const me = useMe();
  const may = usePermissions().has('SIRENTEST_EDIT') && counterStateOf(me) === STATE_CH;
  if (!may) return null;
  return (
    <Button
      color="red"
      onClick={() =>
        // Once stopped, the active-test pages close at once: nothing asks for the ended test's data.
        void act(
          () =>
            sirenTestApi(api)
              .stop()
              .then(() => endActiveTest(queryClient)),
          {
            title: t('sirenTest.stop.title'),
            message: t('sirenTest.stop.message'),
          },
        )
      }
    >
      {t('sirenTest.stop.button')}
    </Button>
  );
}
