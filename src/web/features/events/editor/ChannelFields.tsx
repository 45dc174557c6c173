import { Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHANNEL_OF_CHOICE } from '../../../../domain/eventChannels.ts';
import { type EventChannels, SIREN_SIGNALS, type SirenSignal } from '../../../../domain/eventContent.ts';
import type { Channel, ChannelState } from '../../../../domain/systemStatus.ts';

export interface ChannelFieldsProps {
  channels: EventChannels;
  /**
   * Each channel's state as the server last checked it (`useChannelStates`); null or left out says nothing of
   * them (an exercise, a message template, or not known yet).
   */
  states?: Record<Channel, ChannelState> | null;
  error?: string | null;
  onChange(channels: EventChannels): void;
}

const NO_SIREN = 'NONE';
// A message sounds only the general alarm; the water alarm sounds from the dam's page. A draft that still
// names the water alarm shows it, with the problem, until the operator chooses again.
const OFFERED: readonly SirenSignal[] = ['GENERAL_ALARM'];

/**
 * Which channels carry the message: sirens with their signal, the app and website, ICARO radio, social media.
 * Beside each channel that is down or switched off, what that means, in the words of the submit question.
 */
export function ChannelFields({ channels, states, error, onChange }: ChannelFieldsProps) {
  const { t } = useTranslation();
  const outage = (choice: keyof EventChannels) => {
    const channel = CHANNEL_OF_CHOICE[choice];
    const state = states?.[channel];
    if (!state || state === 'AVAILABLE') return undefined;
    return (
      <Text span size="xs" fw={600} c="red.9" data-channel-state={state}>
        {t(`events.channelOutage.${channel}.${state}`)}
      </Text>
    );
  };
  const toggle = (channel: 'publicApp' | 'icaro' | 'socialMedia') => (
    <Checkbox
      label={t(`events.editor.channels.${channel}`)}
      description={outage(channel)}
      checked={channels[channel]}
      onChange={(event) => onChange({ ...channels, [channel]: event.currentTarget.checked })}
      maw={320}
    />
  );
  return (
    <Stack gap="sm">
      <Select
        label={t('events.editor.channels.sirens')}
        description={outage('sirens')}
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
      <Group gap="lg" align="flex-start">
        {toggle('publicApp')}
        {toggle('icaro')}
        {toggle('socialMedia')}
      </Group>
    </Stack>
  );
}
