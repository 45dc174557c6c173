import { Alert, Button, Group, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ChannelTest,
  type ChannelTestRequest,
  MAX_TEST_SIRENS,
  TESTED_CHANNELS,
  type TestedChannel,
} from '../../../domain/channelTests.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useHttpErrorHandler } from '../../api/useHttpErrorHandler.ts';
import { ActionsOffReason } from '../../ui/last-known/NeedsServer.tsx';
import { useServerDown } from '../../ui/last-known/useServerDown.ts';
import { OpenModal } from '../../ui/OpenModal.tsx';
import { usePopups } from '../../ui/popups/PopupsProvider.tsx';
import { useReferenceOptions } from '../data/form/useReferenceOptions.ts';
import { statisticsApi } from './statisticsApi.ts';

const OUTCOME_COLOURS = { OK: 'green', FAILED: 'red', DISABLED: 'gray', PENDING: 'blue' } as const;

function requestOf(channel: TestedChannel, sirenIds: string[]): ChannelTestRequest {
  return channel === 'SIRENS' ? { channel, sirenIds: sirenIds.map(Number) } : { channel };
}

function Outcome({ test }: { test: ChannelTest }) {
  const { t } = useTranslation();
  return (
    <Alert
      color={OUTCOME_COLOURS[test.outcome]}
      title={t(`channelTest.outcomes.${test.outcome}`)}
      role="status"
    >
      {test.roundTripMs !== null && t('channelTest.roundTrip', { ms: test.roundTripMs })}
      {test.outcome === 'PENDING' && t('channelTest.pendingHint')}
    </Alert>
  );
}

/** Sends one test through the chosen channel; sirens get a silent EXERCISE test on the chosen sirens. */
export function ChannelTestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { withWait } = usePopups();
  const handleError = useHttpErrorHandler();
  const [channel, setChannel] = useState<TestedChannel>('ALERTSWISS');
  const [sirenIds, setSirenIds] = useState<string[]>([]);
  const [result, setResult] = useState<ChannelTest | null>(null);
  const sirens = useReferenceOptions(channel === 'SIRENS' ? 'sirens' : undefined);
  const ready = channel !== 'SIRENS' || sirenIds.length > 0;
  // A test needs the server; the dialog says why it waits, the emergency strip lies under it.
  const serverDown = useServerDown();
  const send = () =>
    withWait(statisticsApi(api).testChannel(requestOf(channel, sirenIds))).then(setResult, (error) =>
      handleError(error),
    );
  return (
    <OpenModal
      onClose={onClose}
      title={t('channelTest.dialogTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      <Stack>
        <SegmentedControl
          value={channel}
          onChange={(value) => {
            setChannel(value as TestedChannel);
            setResult(null);
          }}
          data={TESTED_CHANNELS.map((value) => ({ value, label: t(`channelTest.channels.${value}`) }))}
        />
        <Text size="sm">{t(`channelTest.explain.${channel}`)}</Text>
        {channel === 'SIRENS' && (
          <MultiSelect
            label={t('channelTest.sirens')}
            data={sirens.options}
            value={sirenIds}
            onChange={setSirenIds}
            searchable
            limit={50}
            maxValues={MAX_TEST_SIRENS}
          />
        )}
        {result && <Outcome test={result} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('channelTest.close')}
          </Button>
          <Button onClick={send} disabled={!ready || serverDown}>
            {t('channelTest.send')}
          </Button>
        </Group>
        <ActionsOffReason />
      </Stack>
    </OpenModal>
  );
}
