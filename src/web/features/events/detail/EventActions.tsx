import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../domain/eventApi.ts';
import { useMe, usePermissions } from '../../../auth/AuthContext.ts';
import { NeedsServer } from '../../../ui/last-known/NeedsServer.tsx';
import { mayDeclareFalseAlarm } from '../falseAlarmRule.ts';
import { useFalseAlarm } from '../useFalseAlarm.ts';
import { AllClearDialog } from './AllClearDialog.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { useEventActions } from './useEventActions.ts';

/**
 * The buttons of the actions the server allows this user now (`allowedActions`), plus editing a draft and
 * declaring a false alarm; nothing when the user may do nothing.
 */
export function EventActions({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const me = useMe();
  const permissions = usePermissions();
  const actions = useEventActions(event);
  const declareFalseAlarm = useFalseAlarm();
  const [rejecting, setRejecting] = useState(false);
  const [allClearing, setAllClearing] = useState(false);
  const allowed = new Set(event.allowedActions);
  const editable = event.state === 'PREPARATION' && allowed.has('SUBMIT');
  const falseAlarm = mayDeclareFalseAlarm(event, me, permissions);
  if (allowed.size === 0 && !falseAlarm) return null;

  return (
    <NeedsServer>
      <Group gap="sm" role="toolbar" aria-label={t('events.actions.label')}>
        {editable && (
          <Button variant="default" onClick={() => void actions.edit()}>
            {t('events.actions.EDIT')}
          </Button>
        )}
        {allowed.has('SUBMIT') && (
          <Button onClick={() => void actions.submit()}>{t('events.actions.SUBMIT')}</Button>
        )}
        {allowed.has('APPROVE') && (
          <Button
            color={event.operationMode === 'LIVE' ? 'red' : 'yellow.6'}
            onClick={() => void actions.approve()}
          >
            {t('events.actions.APPROVE')}
          </Button>
        )}
        {allowed.has('REJECT') && (
          <Button variant="outline" color="red" onClick={() => setRejecting(true)}>
            {event.rejectIsWithdrawal ? t('events.actions.WITHDRAW') : t('events.actions.REJECT')}
          </Button>
        )}
        {allowed.has('REQUEST_UPDATE') && (
          <Button variant="default" onClick={() => void actions.edit()}>
            {t('events.actions.REQUEST_UPDATE')}
          </Button>
        )}
        {allowed.has('REQUEST_ALL_CLEAR') && (
          <Button color="green" onClick={() => setAllClearing(true)}>
            {t('events.actions.REQUEST_ALL_CLEAR')}
          </Button>
        )}
        {allowed.has('CLOSE') && (
          <Button variant="default" onClick={() => void actions.simple('CLOSE')}>
            {t('events.actions.CLOSE')}
          </Button>
        )}
        {allowed.has('DISCARD') && (
          <Button variant="subtle" color="red" onClick={() => void actions.simple('DISCARD')}>
            {t('events.actions.DISCARD')}
          </Button>
        )}
        {falseAlarm && (
          <Button variant="filled" color="dark" onClick={() => void declareFalseAlarm(event.eventId)}>
            {t('events.actions.FALSE_ALARM')}
          </Button>
        )}
        <RejectDialog
          eventId={event.eventId}
          operationMode={event.operationMode}
          opened={rejecting}
          withdrawal={event.rejectIsWithdrawal}
          onClose={() => setRejecting(false)}
          onReject={(note) => {
            setRejecting(false);
            void actions.reject(note);
          }}
        />
        {allClearing && (
          <AllClearDialog
            event={event}
            opened
            onClose={() => setAllClearing(false)}
            onRequest={(allClear) => {
              setAllClearing(false);
              void actions.requestAllClear(allClear);
            }}
          />
        )}
      </Group>
    </NeedsServer>
  );
}
