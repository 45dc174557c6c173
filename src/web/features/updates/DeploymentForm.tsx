import {
  Button,
  type ComboboxData,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  TagsInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeploymentCreate, type Release, UPDATE_PROBLEMS } from '../../../domain/updates.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useLanguage } from '../../i18n.ts';
import { localeOf } from '../../shell/timeZone.ts';
import { CantonMultiSelect } from '../../ui/CantonMultiSelect.tsx';
import { updatesApi } from './updatesApi.ts';
import { useCantonScope } from './useCantonScope.ts';
import { useScopedWrite } from './useScopedWrite.ts';
import { useSelectionChoices } from './useSelectionChoices.ts';

type Limits = Pick<DeploymentCreate, 'canarySize' | 'rings' | 'failureThresholdPercent' | 'maxSharePercent'>;
const DEFAULT_LIMITS: Limits = { canarySize: 5, rings: 3, failureThresholdPercent: 10, maxSharePercent: 10 };
/**
 * Foreseeable answers, not failures: all the selected devices hold the release's image already, or are all in
 * a running rollout (wait for it, or cancel it).
 */
const EXPECTED_REFUSALS = [
  { messageKey: UPDATE_PROBLEMS.alreadyTransferred, titleKey: 'updates.deployments.alreadyTransferredTitle' },
  { messageKey: UPDATE_PROBLEMS.alreadyDeploying, titleKey: 'updates.deployments.alreadyDeployingTitle' },
] as const;
const LIMIT_FIELDS = [
  ['canarySize', 'canarySize', 1, 100],
  ['rings', 'rings', 1, 10],
  ['failureThresholdPercent', 'threshold', 0, 100],
  ['maxSharePercent', 'share', 1, 100],
] as const;

interface NarrowingProps {
  label: string;
  /** What the choice means while empty: every canton, group or model. */
  all: string;
  data: ComboboxData;
  value: string[];
  onChange(value: string[]): void;
}

/** A choice that narrows the devices to deploy to; left empty, it narrows nothing, as its placeholder says. */
function Narrowing({ label, all, data, value, onChange }: NarrowingProps) {
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : all}
      data={data}
      value={value}
      onChange={onChange}
      searchable
    />
  );
}

export interface DeploymentFormProps {
  releases: readonly Release[];
  /** A deployment was started (its id): the form is empty again, the page shows the new deployment. */
  onStarted?(id: number): void;
}

/**
 * Starts a deployment of an available release to the chosen devices (by canton, siren group, siren model and
 * current version), with its stages and limits. Once started, the form empties: a second start of the same
 * rollout is never one click away (the server refuses it anyway while the first runs).
 */
export function DeploymentForm({ releases, onStarted }: DeploymentFormProps) {
  const { t } = useTranslation();
  const api = useApi();
  const start = useScopedWrite(EXPECTED_REFUSALS);
  const cantonScope = useCantonScope();
  const number = new Intl.NumberFormat(localeOf(useLanguage()));
  const [releaseId, setReleaseId] = useState<string | null>(null);
  const [stateCodes, setStateCodes] = useState<string[]>([]);
  const [currentVersions, setCurrentVersions] = useState<string[]>([]);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [modelIds, setModelIds] = useState<string[]>([]);
  const groups = useSelectionChoices('sirengroups');
  const models = useSelectionChoices('sirenmodels');
  const [limits, setLimits] = useState(DEFAULT_LIMITS);
  const available = releases.filter((release) => release.status === 'AVAILABLE');
  const chosen = available.find((release) => String(release.id) === releaseId);
  const reset = () => {
    setReleaseId(null);
    setStateCodes([]);
    setCurrentVersions([]);
    setGroupIds([]);
    setModelIds([]);
    setLimits(DEFAULT_LIMITS);
  };
  const submit = async () => {
    if (!chosen) return;
    const body = {
      releaseId: chosen.id,
      selection: {
        stateCodes,
        currentVersions,
        groupIds: groupIds.map(Number),
        modelIds: modelIds.map(Number),
      },
      ...limits,
    };
    const scope = cantonScope(stateCodes);
    const started = await start(
      () => updatesApi(api).deploymentReach(body),
      ({ devices, busy = 0, holding = 0 }) => ({
        title: t('updates.deployments.startTitle', { kind: chosen.deviceKind, version: chosen.version }),
        message: [
          t('updates.deployments.startMessage', {
            kind: chosen.deviceKind,
            version: chosen.version,
            devices: number.format(devices),
            scope: scope.text,
          }),
          ...(busy > 0
            ? [t('updates.deployments.startBusy', { count: busy, busy: number.format(busy) })]
            : []),
          ...(holding > 0
            ? [t('updates.deployments.startHolding', { count: holding, holding: number.format(holding) })]
            : []),
        ].join('\n'),
        buttonOkName: t('updates.deployments.submit'),
        buttonNotOkName: t('updates.deployments.startKeep'),
        critical: scope.national,
      }),
      () => updatesApi(api).deploy(body),
    );
    if (!started) return;
    reset();
    onStarted?.(started.id);
  };
  return (
    <Stack gap="sm" maw={720}>
      <Title order={2}>{t('updates.deployments.start')}</Title>
      <Select
        label={t('updates.deployments.release')}
        placeholder={t(
          available.length ? 'updates.deployments.pickRelease' : 'updates.deployments.noRelease',
        )}
        data={available.map((r) => ({ value: String(r.id), label: `${r.deviceKind} ${r.version}` }))}
        value={releaseId}
        onChange={setReleaseId}
      />
      <CantonMultiSelect
        label={t('updates.deployments.cantons')}
        placeholder={t('updates.deployments.allCantons')}
        value={stateCodes}
        onChange={setStateCodes}
      />
      <Narrowing
        label={t('updates.deployments.groups')}
        all={t('updates.deployments.allGroups')}
        data={groups}
        value={groupIds}
        onChange={setGroupIds}
      />
      <Narrowing
        label={t('updates.deployments.models')}
        all={t('updates.deployments.allModels')}
        data={models}
        value={modelIds}
        onChange={setModelIds}
      />
      <TagsInput
        label={t('updates.deployments.versions')}
        placeholder={currentVersions.length ? undefined : t('updates.deployments.anyVersion')}
        value={currentVersions}
        onChange={setCurrentVersions}
      />
      <Group grow align="end">
        {LIMIT_FIELDS.map(([field, label, min, max]) => (
          <NumberInput
            key={field}
            label={t(`updates.deployments.${label}`)}
            min={min}
            max={max}
            value={limits[field]}
            onChange={(value) => setLimits({ ...limits, [field]: Number(value) || min })}
          />
        ))}
      </Group>
      <Group>
        <Button onClick={() => void submit()} disabled={!chosen}>
          {t('updates.deployments.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
