import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialAccount } from '../../../domain/socialMedia.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { ApiError } from '../../api/http.ts';
import { httpErrorMessage } from '../../api/httpErrorMessage.ts';
import { keepAnswer } from '../../api/keepAnswer.ts';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { formatEventTime } from '../events/eventLabels.ts';
import { type AccountAnswer, socialMediaCalls, socialMediaKeys } from './socialMediaApi.ts';

const STATE_COLOURS = { AVAILABLE: 'green', UNAVAILABLE: 'red', DISABLED: 'gray' } as const;

/** The organisation's account: switched on or off, its name and the channel's length limit. */
export function AccountForm({ account }: { account: AccountAnswer }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const handleError = useHttpErrorHandler();
  const [draft, setDraft] = useState<SocialAccount>({
    enabled: account.enabled,
    accountName: account.accountName,
    characterLimit: account.characterLimit,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setSaving(true);
    try {
      await keepAnswer(queryClient, socialMediaKeys.account, await socialMediaCalls.save(api, draft));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return handleError(error);
      setProblem(httpErrorMessage(error, i18n));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder p="md" maw={640} component="form" onSubmit={save}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('socialMedia.account.title')}
          </Title>
          <Badge color={STATE_COLOURS[account.state]} variant="light">
            {t('socialMedia.account.state', {
              state: t(`dashboard.channels.states.${account.state}`),
            })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`socialMedia.account.channel.${account.channel}`)}
        </Text>
        <Switch
          label={t('socialMedia.account.enabled')}
          description={t('socialMedia.account.enabledHint')}
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.currentTarget.checked })}
        />
        <TextInput
          label={t('socialMedia.account.accountName')}
          description={t('socialMedia.account.accountNameHint')}
          value={draft.accountName}
          onChange={(event) => setDraft({ ...draft, accountName: event.currentTarget.value })}
          required
          maxLength={16}
        />
        <NumberInput
          label={t('socialMedia.account.characterLimit')}
          description={t('socialMedia.account.characterLimitHint')}
          value={draft.characterLimit}
          onChange={(value) => setDraft({ ...draft, characterLimit: Number(value) || 0 })}
          min={100}
          max={4000}
          allowDecimal={false}
          required
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {account.changedAt
              ? t('socialMedia.account.changed', {
                  at: formatEventTime(account.changedAt),
                  user: account.changedBy ?? '',
                })
              : t('socialMedia.account.neverChanged')}
          </Text>
          <Button type="submit" loading={saving}>
            {t('socialMedia.account.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
