import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../domain/session.ts';
import { useMe, usePermissions } from '../../../auth/AuthContext.ts';
import { counterStateOf } from '../../home/dashboardApi.ts';
import { ChoicePicker } from './ChoicePicker.tsx';
import type { Choice, TargetKind, TriggerDraft } from './targetDraft.ts';
import { territoryCantons } from './territory.ts';
import { useGroupChoices, useSirenSearch } from './useTargetOptions.ts';

export interface TargetTabsProps {
  draft: TriggerDraft;
  onChange(draft: TriggerDraft): void;
  /** The translated reason the open tab's choice was refused (empty, unknown, outside the territory). */
  error?: string;
}

/** The target as tabs: siren groups, cantons, single sirens; each picker lists only the user's territory. */
export function TargetTabs({ draft, onChange, error }: TargetTabsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const permissions = usePermissions();
  const cantons = territoryCantons(counterStateOf(useMe()));
  const codes = cantons.map((canton) => canton.code);
  const groups = useGroupChoices(codes, permissions.has('SIRENGROUP_VIEW') && draft.kind === 'groups');
  const sirens = useSirenSearch(permissions.has('STATIONARYSIREN_VIEW') && draft.kind === 'sirens');
  const cantonChoices: Choice[] = cantons.map((canton) => ({
    value: canton.code,
    label: `${canton.name[language]} (${canton.code})`,
  }));
  const set = (kind: TargetKind) => (choices: Choice[]) => onChange({ ...draft, [kind]: choices });
  const shownError = (kind: TargetKind) => (draft.kind === kind ? error : undefined);

  return (
    <Tabs value={draft.kind} onChange={(kind) => kind && onChange({ ...draft, kind: kind as TargetKind })}>
      <Tabs.List>
        <Tabs.Tab value="groups">{t('alarming.target.groups')}</Tabs.Tab>
        <Tabs.Tab value="cantons">{t('alarming.target.cantons')}</Tabs.Tab>
        <Tabs.Tab value="sirens">{t('alarming.target.sirens')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="groups" pt="sm">
        <ChoicePicker
          label={t('alarming.target.groupsLabel')}
          description={groups.loading ? t('alarming.target.loading') : undefined}
          options={groups.choices}
          value={draft.groups}
          onChange={set('groups')}
          error={shownError('groups')}
          nothingFound={t('alarming.target.nothingFound')}
        />
      </Tabs.Panel>
      <Tabs.Panel value="cantons" pt="sm">
        <ChoicePicker
          label={t('alarming.target.cantonsLabel')}
          options={cantonChoices}
          value={draft.cantons}
          onChange={set('cantons')}
          error={shownError('cantons')}
          nothingFound={t('alarming.target.nothingFound')}
        />
      </Tabs.Panel>
      <Tabs.Panel value="sirens" pt="sm">
        <ChoicePicker
          label={t('alarming.target.sirensLabel')}
          description={t('alarming.target.sirensHint')}
          options={sirens.found}
          value={draft.sirens}
          onChange={set('sirens')}
          error={shownError('sirens')}
          nothingFound={sirens.searching ? t('alarming.target.loading') : t('alarming.target.nothingFound')}
          search={{ value: sirens.search, onChange: sirens.setSearch }}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
