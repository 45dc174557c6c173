import { Button, Checkbox, Group, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CantonCode } from '../../../domain/cantons.ts';
import { type ArchivedTest, confirmationExplained, SIREN_TEST_PROBLEMS } from '../../../domain/sirenTest.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { sirenTestApi } from './sirenTestApi.ts';
import { useSirenTestAction } from './useSirenTestAction.ts';

/** A canton confirms its on-site checks after the test (the server keeps cantonal users to their canton). */
export function ConfirmationForm({ test, cantons }: { test: ArchivedTest; cantons: string[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const act = useSirenTestAction();
  const [stateCode, setStateCode] = useState(cantons[0] ?? '');
  const [mobile, setMobile] = useState(false);
  const [acoustic, setAcoustic] = useState(false);
  const [comment, setComment] = useState('');
  const [unexplained, setUnexplained] = useState(false);
  const send = () => {
    const input = {
      stateCode: stateCode as CantonCode,
      mobileSirensChecked: mobile,
      acousticChecksDone: acoustic,
      comment,
    };
    // The server refuses it too (422): checks not done need a remark that says why.
    const explained = confirmationExplained(input);
    setUnexplained(!explained);
    if (explained) void act(() => sirenTestApi(api).confirm(test.id, input));
  };
  return (
    <Stack gap="xs" maw={520}>
      <Select
        label={t('sirenTest.columns.canton')}
        data={cantons}
        value={stateCode}
        onChange={(value) => setStateCode(value ?? '')}
        allowDeselect={false}
      />
      <Checkbox
        label={t('sirenTest.confirm.mobile')}
        checked={mobile}
        onChange={(e) => setMobile(e.currentTarget.checked)}
      />
      <Checkbox
        label={t('sirenTest.confirm.acoustic')}
        checked={acoustic}
        onChange={(e) => setAcoustic(e.currentTarget.checked)}
      />
      <Textarea
        label={t('sirenTest.confirm.comment')}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        error={unexplained ? t(SIREN_TEST_PROBLEMS.checksNotExplained) : undefined}
      />
      <Group>
        <Button onClick={send} disabled={!stateCode}>
          {t('sirenTest.confirm.button')}
        </Button>
      </Group>
    </Stack>
  );
}
