import { Checkbox, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type EventChannels, SIREN_SIGNALS, type SirenSignal } from '../../../../domain/eventContent.ts';

export interface ChannelFieldsProps {
  channels: EventChannels;
  error?: string | null;
  onChange(channels: EventChannels): void;
}

const NO_SIREN = 'NONE';
// A message sounds only the general alarm; the water alarm sounds from the dam's page. A draft that still
// names the water alarm shows it, with the problem, until the operator chooses again.
const OFFERED: readonly SirenSignal[] = ['GENERAL_ALARM'];

/** Which channels carry the message: sirens with their signal, the app and website, ICARO radio, social media. */
export function ChannelFields({ channels, error, onChange }: ChannelFieldsProps) {
  const { t } = useTranslation();
  const toggle = (channel: 'publicApp' | 'icaro' | 'socialMedia') => (
    <Checkbox
      label={t(`events.editor.channels.${channel}`)}
      checked={channels[channel]}
      onChange={(event) => onChange({ ...channels, [channel]: event.currentTarget.checked })}
    />
  );
  return (
    <Stack gap="sm">
      <Select
        label={t('events.editor.channels.sirens')}
        data={[NO_SIREN, ...SIREN_SIGNALS.filter((s) => OFFERED.includes(s) || s === channels.sirens)].map(
          (value) => ({
            value,
            label: t(`events.editor.channels.signal.${value}`),
          }),
        )}
        value={channels.sirens ?? NO_SIREN}
        allowDeselect={false}
        onChange={(next) =>
          onChange({ ...channels, sirens: next === NO_SIREN ? null : (next as SirenSignal) })
        }
        error={error}
        maw={360}
      />
      <Group gap="lg">
        {toggle('publicApp')}
        {toggle('icaro')}
        {toggle('socialMedia')}
      </Group>
    </Stack>
  );
}
