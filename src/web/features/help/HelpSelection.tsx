import { NavLink, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLanguage } from '../../i18n.ts';
import { searchWithSlot } from '../../shell/overlays/overlayAddress.ts';
import { DocumentIcon } from '../../ui/icons.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { HelpDeskLink } from './HelpDeskLink.tsx';
import { fetchHelpFiles, helpFilesFor } from './manuals.ts';

const LIST_FRESH_MS = 5 * 60_000;

/**
 * Dialog content `helpselection`: the manuals in the display language, one opens in the second dialog;
 * below them the help desk, when set, also while the manuals cannot be listed.
 */
export function HelpSelection() {
  return (
    <Stack gap="md">
      <Manuals />
      <HelpDeskLink />
    </Stack>
  );
}

function Manuals() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const list = useQuery({
    queryKey: ['manuals', 'index'],
    queryFn: ({ signal }) => fetchHelpFiles(signal),
    staleTime: LIST_FRESH_MS,
  });

  if (list.isPending) return <Loading label={t('help.selection.loading')} />;
  if (list.isError) {
    return <LoadFailure messageKey="help.selection.loadFailed" onRetry={() => void list.refetch()} />;
  }
  const files = helpFilesFor(list.data, language);
  if (files.length === 0) return <Text>{t('help.selection.empty')}</Text>;

  const shown = params.get('dialog2');
  return (
    <Stack gap="xs">
      <Text size="sm" c="gray.7">
        {t('help.selection.intro')}
      </Text>
      <nav aria-label={t('help.selection.listLabel')}>
        {files.map((file) => {
          const target = `helpdisplay/${file.name}`;
          return (
            <NavLink
              key={file.name}
              component={Link}
              to={{ search: searchWithSlot(params.toString(), 'dialog2', target) }}
              label={file.description || file.name}
              description={file.name}
              leftSection={<DocumentIcon />}
              active={shown === target}
              aria-current={shown === target ? 'page' : undefined}
              styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            />
          );
        })}
      </nav>
    </Stack>
  );
}
