import { Alert, Button, Group, MultiSelect, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../../api/useHttpErrorHandler.ts';
import { useMe } from '../../../auth/AuthContext.ts';
import { useLeaveGuard } from '../../../shell/overlays/leaveGuard.ts';
import { NeedsServer } from '../../../ui/last-known/NeedsServer.tsx';
import { useKeptDraft, useRestoredDraft } from '../../../ui/last-known/useLocalDraft.ts';
import { usePopups } from '../../../ui/popups/PopupsProvider.tsx';
import { dashboardKeys } from '../../home/dashboardApi.ts';
import { wakeupCalls, wakeupKeys } from '../wakeupsApi.ts';
import { textIn } from '../wakeupText.ts';
import { LanguageTexts } from './LanguageTexts.tsx';
import { EMPTY_SEND, requestOf, type SendValues, sendProblems } from './sendValues.ts';

const DRAFT_SCOPE = 'wakeup.send';

/**
 * The send form: whom to call, subject and message in four languages, an optional event; confirmed first.
 * The server makes one wake-up per organisation: `onSent` receives all of them.
 */
export function SendWakeupForm({ onSent }: { onSent: (wakeupIds: number[]) => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const me = useMe();
  const queryClient = useQueryClient();
  const { confirm, withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  const organisations = useQuery({
    queryKey: wakeupKeys.organisations,
    queryFn: () => wakeupCalls.organisations(api),
  });
  // What was typed stays in this browser until it is sent: a reload during an outage loses nothing.
  const restored = useRestoredDraft<SendValues>(DRAFT_SCOPE);
  const form = useForm<SendValues>({
    initialValues: restored?.value ?? EMPTY_SEND,
    validate: (values) =>
      Object.fromEntries(Object.entries(sendProblems(values)).map(([k, key]) => [k, t(key)])),
  });
  const [sentIds, setSentIds] = useState<number[] | null>(null);
  const [restoredShown, setRestoredShown] = useState(restored !== null);
  const startAfresh = () => {
    form.setValues(EMPTY_SEND);
    setRestoredShown(false);
  };
  const unsent = JSON.stringify(form.values) !== JSON.stringify(EMPTY_SEND) && sentIds === null;
  // The send form has no version: its draft names none.
  useKeptDraft(DRAFT_SCOPE, { value: form.values, version: 0, dirty: unsent });
  useLeaveGuard(unsent);
  // Leaves for the sent wake-ups only once the guard has seen that nothing is left unsaved.
  useEffect(() => {
    if (sentIds !== null) onSent(sentIds);
  }, [sentIds, onSent]);

  const options = (organisations.data ?? [])
    .filter((o) => o.code !== me.organisation)
    .map((o) => ({ value: String(o.id), label: `${o.code} – ${textIn(o.name, i18n.language)}` }));

  async function submit(values: SendValues) {
    const names = options.filter((o) => values.organisationIds.includes(o.value)).map((o) => o.label);
    const ok = await confirm({
      title: t('wakeups.send.confirmTitle'),
      message: t('wakeups.send.confirmText', {
        subject: textIn(values.subject, i18n.language),
        receivers: names.join(', '),
      }),
      buttonOkName: t('wakeups.send.submit'),
      buttonNotOkName: t('wakeups.actions.cancel'),
    });
    if (!ok) return;
    try {
      const sent = await withWait(wakeupCalls.send(api, requestOf(values)));
      void queryClient.invalidateQueries({ queryKey: wakeupKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      setSentIds(sent.wakeupIds);
    } catch (error) {
      await handleError(error);
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        {restoredShown && (
          <Alert color="blue" variant="light" role="status" title={t('wakeups.send.draftRestoredTitle')}>
            <Stack gap="xs" align="flex-start">
              {t('wakeups.send.draftRestored')}
              {/* A draft the operator gave up on (closed without sending) goes only when they say so. */}
              <Button size="xs" variant="default" onClick={startAfresh}>
                {t('wakeups.send.draftDiscard')}
              </Button>
            </Stack>
          </Alert>
        )}
        <MultiSelect
          label={t('wakeups.send.organisations')}
          data={options}
          searchable
          withAsterisk
          {...form.getInputProps('organisationIds')}
        />
        <LanguageTexts inputProps={form.getInputProps} />
        {/* As wide as a language column: its label fits on one line in every language. */}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <NumberInput
            label={t('wakeups.send.event')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('eventId')}
          />
        </SimpleGrid>
        <NeedsServer>
          <Group justify="flex-end">
            <Button type="submit">{t('wakeups.send.submit')}</Button>
          </Group>
        </NeedsServer>
      </Stack>
    </form>
  );
}
