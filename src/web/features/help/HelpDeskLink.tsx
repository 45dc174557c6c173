import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { ECC } from '../../api/bases.ts';

const FRESH_MS = 5 * 60_000;

/** The help desk of the global settings, under the manuals, once an administrator has set its address. */
export function HelpDeskLink() {
  const { t } = useTranslation();
  const api = useApi();
  const helpDesk = useQuery({
    queryKey: ['help-desk'],
    queryFn: () => api.get<{ url: string }>(`${ECC}/help-desk`),
    staleTime: FRESH_MS,
  });
  if (!helpDesk.data?.url) return null;
  return (
    <Anchor href={helpDesk.data.url} target="_blank" rel="noopener noreferrer" size="sm">
      {t('help.selection.helpDesk')}
    </Anchor>
  );
}
