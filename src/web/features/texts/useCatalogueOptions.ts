import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/session.ts';
import type { CatalogueKind } from '../../../domain/textCatalogue.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { textsCalls, textsKeys } from './textsApi.ts';
import { useTextsLive } from './useTextsLive.ts';

export interface CatalogueOption {
  value: string;
  label: string;
}

/**
 * The choices the event editor offers for a catalogue of codes the console knows (the behaviour
 * pictograms): the catalogue's entries among those codes, labelled in the display language. Until the
 * catalogue is loaded, or for a user who may not read it, the built-in list with its own labels.
 */
export function useCatalogueOptions(
  kind: CatalogueKind,
  known: readonly string[],
  fallback: (code: string) => string,
): CatalogueOption[] {
  useTextsLive();
  const { i18n } = useTranslation();
  const api = useApi();
  const catalogue = useQuery({
    queryKey: textsKeys.catalogue(kind),
    queryFn: () => textsCalls.catalogue(api, kind),
    retry: false,
    staleTime: 60_000,
  });
  const language = i18n.language as Language;
  if (!catalogue.data) return known.map((value) => ({ value, label: fallback(value) }));
  return catalogue.data
    .filter((entry) => known.includes(entry.code))
    .map((entry) => ({ value: entry.code, label: entry.texts[language] }));
}
