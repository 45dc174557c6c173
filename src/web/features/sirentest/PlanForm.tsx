import { Alert, Button, Checkbox, Group, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANTON_CODES, type CantonCode } from '../../../domain/cantons.ts';
import {
  type CantonWindows,
  DEFAULT_WINDOWS,
  SIREN_TEST_SIGNALS,
  type SirenTestPlanInput,
  type SirenTestSignal,
  zurichDate,
} from '../../../domain/sirenTest.ts';
import { DayInput } from '../../ui/dates/DayInput.tsx';
import { TimeOfDayInput } from '../../ui/dates/TimeOfDayInput.tsx';
import { formatDate } from '../data/grid/formatValue.ts';

const EDGES = ['start', 'end'] as const;

interface PlanFormProps {
  initial: SirenTestPlanInput;
  editable: boolean;
  onSave: (plan: SirenTestPlanInput) => void;
  /** Today's date is read from here (tests set it). */
  now?: Date;
}

/**
 * The plan: test day, preparatory system test, and per canton whether it takes part and its windows per signal.
 * A preparatory date already past stays (it is the cycle's date) but is said to be past.
 */
export function PlanForm({ initial, editable, onSave, now = new Date() }: PlanFormProps) {
  const { t } = useTranslation();
  const [plan, setPlan] = useState(initial);
  const windowsOf = (code: CantonCode) => plan.cantons.find((c) => c.stateCode === code);
  const toggle = (code: CantonCode, on: boolean) =>
    setPlan({
      ...plan,
      cantons: on
        ? [...plan.cantons, { stateCode: code, windows: { ...DEFAULT_WINDOWS } }]
        : plan.cantons.filter((c) => c.stateCode !== code),
    });
  const setTime = (code: CantonCode, signal: SirenTestSignal, edge: 'start' | 'end', value: string) =>
    setPlan({
      ...plan,
      cantons: plan.cantons.map(
        (c): CantonWindows =>
          c.stateCode === code
            ? { ...c, windows: { ...c.windows, [signal]: { ...c.windows[signal], [edge]: value } } }
            : c,
      ),
    });
  return (
    <Stack gap="sm">
      <Group>
        <DayInput
          label={t('sirenTest.plan.testDate')}
          value={plan.testDate}
          disabled={!editable}
          required
          onChange={(testDate) => testDate && setPlan({ ...plan, testDate })}
        />
        <DayInput
          label={t('sirenTest.plan.preparatoryDate')}
          value={plan.preparatoryDate}
          disabled={!editable}
          required
          onChange={(preparatoryDate) => preparatoryDate && setPlan({ ...plan, preparatoryDate })}
        />
      </Group>
      {plan.preparatoryDate < zurichDate(now) && (
        <Alert color="orange" data-testid="preparatory-past">
          {t('sirenTest.plan.preparatoryPast', { date: formatDate(plan.preparatoryDate) })}
        </Alert>
      )}
      <Table withTableBorder striped aria-label={t('sirenTest.plan.windows')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2}>{t('sirenTest.columns.canton')}</Table.Th>
            {SIREN_TEST_SIGNALS.map((signal) => (
              <Table.Th key={signal} colSpan={2}>
                {t(`sirenTest.plan.signals.${signal}`)}
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            {SIREN_TEST_SIGNALS.flatMap((signal) =>
              EDGES.map((edge) => (
                <Table.Th key={`${signal}-${edge}`}>{t(`sirenTest.plan.${edge}`)}</Table.Th>
              )),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {CANTON_CODES.map((code) => {
            const canton = windowsOf(code);
            return (
              <Table.Tr key={code}>
                <Table.Td>
                  <Checkbox
                    label={code}
                    checked={Boolean(canton)}
                    disabled={!editable}
                    onChange={(e) => toggle(code, e.currentTarget.checked)}
                  />
                </Table.Td>
                {SIREN_TEST_SIGNALS.flatMap((signal) =>
                  EDGES.map((edge) => (
                    <Table.Td key={`${signal}-${edge}`}>
                      {canton && (
                        <TimeOfDayInput
                          label={`${code} ${t(`sirenTest.plan.signals.${signal}`)} ${t(`sirenTest.plan.${edge}`)}`}
                          value={canton.windows[signal][edge]}
                          disabled={!editable}
                          onChange={(value) => setTime(code, signal, edge, value)}
                        />
                      )}
                    </Table.Td>
                  )),
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {editable && (
        <Group>
          <Button onClick={() => onSave(plan)}>{t('sirenTest.plan.save')}</Button>
        </Group>
      )}
    </Stack>
  );
}
