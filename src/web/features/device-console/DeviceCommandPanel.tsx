import { Alert, Button, Drawer, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RawCommandSchema } from '../../../domain/devices.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { httpErrorMessage } from '../../api/httpErrorMessage.ts';
import { DeviceReportList } from './DeviceReportList.tsx';
import { deviceApi } from './deviceApi.ts';
import { useDeviceReports } from './useDeviceReports.ts';

export interface DeviceCommandPanelProps {
  /** The device code to start with (the focused row's), else empty. */
  initialDeviceId: string;
  onClose(): void;
}

/**
 * The device administrator's raw command to one device (audited by the server) and the device's answers,
 * live, newest first. A refusal (unknown device, another canton) is shown in the panel, translated.
 */
export function DeviceCommandPanel({ initialDeviceId, onClose }: DeviceCommandPanelProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [deviceInput, setDeviceInput] = useState(initialDeviceId);
  const [deviceId] = useDebouncedValue(deviceInput.trim().toUpperCase(), 400);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentIds, setSentIds] = useState<ReadonlySet<string>>(new Set());
  const reports = useDeviceReports(deviceId);

  const handleSend = async (event: FormEvent) => {
    event.preventDefault();
    const command = RawCommandSchema.safeParse({ text });
    const target = deviceInput.trim().toUpperCase();
    if (!command.success || !target) return;
    setSending(true);
    setProblem(null);
    try {
      const { commandId } = await deviceApi(api).send(target, command.data);
      setSentIds((ids) => new Set([...ids, commandId]));
      setText('');
    } catch (error) {
      setProblem(httpErrorMessage(error, i18n));
    } finally {
      setSending(false);
    }
  };

  const loadProblem = reports.error ? httpErrorMessage(reports.error, i18n) : null;
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={t('devices.command.title')}>
      <Stack gap="md">
        <form onSubmit={handleSend}>
          <Stack gap="sm">
            <TextInput
              label={t('devices.command.device')}
              value={deviceInput}
              onChange={(event) => setDeviceInput(event.currentTarget.value)}
              required
            />
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('devices.command.text')}
                description={t('devices.command.hint')}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                maxLength={500}
                style={{ flex: 1 }}
                styles={{ input: { fontFamily: 'monospace' } }}
                data-autofocus
              />
              <Button type="submit" loading={sending} disabled={!text.trim() || !deviceInput.trim()}>
                {t('devices.command.send')}
              </Button>
            </Group>
          </Stack>
        </form>
        {sentIds.size > 0 && !problem && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('devices.command.sent')}
          </Text>
        )}
        {(problem ?? loadProblem) && (
          <Alert color="red" title={t('devices.command.problem')} style={{ whiteSpace: 'pre-line' }}>
            {problem ?? loadProblem}
          </Alert>
        )}
        <Title order={3}>{t('devices.reports.titleOf', { deviceId: deviceId || '–' })}</Title>
        <DeviceReportList lines={reports.lines} sentIds={sentIds} />
      </Stack>
    </Drawer>
  );
}
