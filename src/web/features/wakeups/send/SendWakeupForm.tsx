import { Button, Group, MultiSelect, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../../api/useHttpErrorHandler.ts';
import { useMe } from '../../../auth/AuthContext.ts';
import { useLeaveGuard } from '../../../shell/overlays/leaveGuard.ts';
import { usePopups } from '../../../ui/popups/PopupsProvider.tsx';
import { dashboardKeys } from '../../home/dashboardApi.ts';
import { wakeupCalls, wakeupKeys } from '../wakeupsApi.ts';
import { textIn } from '../wakeupText.ts';
import { LanguageTexts } from './LanguageTexts.tsx';
import { EMPTY_SEND, requestOf, type SendValues, sendProblems } from './sendValues.ts';

/** The send form: whom to call, subject and message in four languages, an optional event; confirmed first. */
export function SendWakeupForm({ onSent }: { onSent: (wakeupId: number) => void }) {
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
  const form = useForm<SendValues>({
    initialValues: EMPTY_SEND,
    validate: (values) =>
      Object.fromEntries(Object.entries(sendProblems(values)).map(([k, key]) => [k, t(key)])),
  });
  const [sentId, setSentId] = useState<number | null>(null);
  useLeaveGuard(form.isDirty() && sentId === null);
  // Leaves for the sent wake-up only once the guard has seen that nothing is left unsaved.
  useEffect(() => {
    if (sentId !== null) onSent(sentId);
  }, [sentId, onSent]);

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
      setSentId(sent.wakeupIds[0] ?? null);
    } catch (error) {
      await handleError(error);
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="sm">
        <MultiSelect
          label={t('wakeups.send.organisations')}
          data={options}
          searchable
          withAsterisk
          {...form.getInputProps('organisationIds')}
        />
        <LanguageTexts inputProps={form.getInputProps} />
        <NumberInput
          label={t('wakeups.send.event')}
          min={1}
          allowDecimal={false}
          w={200}
          {...form.getInputProps('eventId')}
        />
        <Group justify="flex-end">
          <Button type="submit">{t('wakeups.send.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
