import {
  Alert,
  Autocomplete,
  type AutocompleteProps,
  Button,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeviceSuggestion, RawCommandSchema } from '../../../domain/devices.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { httpErrorMessage } from '../../api/httpErrorMessage.ts';
import { DeviceReportList } from './DeviceReportList.tsx';
import { deviceApi } from './deviceApi.ts';
import { useDeviceReports } from './useDeviceReports.ts';
import { useDeviceSuggestions } from './useDeviceSuggestions.ts';

// The server answers the suggestions in its own order (codes starting with the text first): shown as they come.
const asAnswered: AutocompleteProps['filter'] = ({ options }) => options;

/** One suggestion: its code, then what tells the device apart (name, canton, out of service). */
function SuggestionLine({ device }: { device: DeviceSuggestion }) {
  const { t } = useTranslation();
  const details = [
    device.name,
    device.stateCode,
    ...(device.outOfService ? [t('devices.command.outOfService')] : []),
  ];
  return (
    <Group gap="sm" wrap="nowrap" w="100%">
      <Text size="sm" ff="monospace" style={{ flexShrink: 0 }}>
        {device.code}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {details.join(' · ')}
      </Text>
    </Group>
  );
}

export interface DeviceCommandPanelProps {
  opened: boolean;
  /** The device code to start with (the focused row's), else empty. */
  initialDeviceId: string;
  onClose(): void;
}

/**
 * The device administrator's raw command to one device (audited by the server) and the device's answers,
 * live, newest first. The panel stays mounted while closed, so that closing it (Escape) gives the focus back
 * to the button that opened it; its form starts afresh at every opening.
 */
export function DeviceCommandPanel({ opened, initialDeviceId, onClose }: DeviceCommandPanelProps) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={t('devices.command.title')}>
      <CommandForm initialDeviceId={initialDeviceId} />
    </Drawer>
  );
}

/**
 * The command and the answers. The device field suggests the devices of the user's territory whose code
 * contains what is typed (arrows and Enter choose one). A refusal (unknown device, another canton) is shown in
 * the panel, translated.
 */
function CommandForm({ initialDeviceId }: { initialDeviceId: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [deviceInput, setDeviceInput] = useState(initialDeviceId);
  const [deviceId] = useDebouncedValue(deviceInput.trim().toUpperCase(), 400);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sentIds, setSentIds] = useState<ReadonlySet<string>>(new Set());
  const { suggestions, noneFound, searching } = useDeviceSuggestions(deviceInput);
  const byCode = useMemo(() => new Map(suggestions.map((device) => [device.code, device])), [suggestions]);
  // Answers are read for a device once its whole code is typed or chosen (the server suggests it then), never
  // for a part of one: that is no unknown device, only one not typed out yet.
  const reports = useDeviceReports(byCode.has(deviceId) ? deviceId : '');

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
    <Stack gap="md">
      <form onSubmit={handleSend}>
        <Stack gap="sm">
          <Autocomplete
            label={t('devices.command.device')}
            description={t('devices.command.deviceHint')}
            value={deviceInput}
            onChange={setDeviceInput}
            data={suggestions.map((device) => device.code)}
            filter={asAnswered}
            renderOption={({ option }) => {
              const device = byCode.get(option.value);
              return device ? <SuggestionLine device={device} /> : option.value;
            }}
            maxDropdownHeight={320}
            rightSection={searching ? <Loader size="xs" /> : null}
            error={noneFound ? t('devices.command.noDevice', { search: deviceInput.trim() }) : undefined}
            styles={{ input: { fontFamily: 'monospace' } }}
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
  );
}
