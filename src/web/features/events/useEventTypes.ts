import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CatalogueName } from '../../../domain/eventApi.ts';
import type { Language } from '../../../domain/session.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { eventCalls, eventKeys } from './eventsApi.ts';

export interface CatalogueChoice {
  value: string;
  label: string;
  /** A type's category code. */
  category: string | null;
}

/**
 * The event categories and types of the text catalogue in the display language (ADR 0024): the editor's
 * choices and `typeName`, which names a type on every events screen. A type removed from the catalogue
 * since an event named it keeps its code with a note; until the catalogue has loaded, nothing: an operator
 * never reads the bare code.
 */
export function useEventTypes() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const catalogue = useQuery({
    queryKey: eventKeys.eventTypes,
    queryFn: () => eventCalls.eventTypes(api),
    staleTime: 60_000,
  });
  const language = i18n.language as Language;
  const choices = (names: CatalogueName[] | undefined): CatalogueChoice[] =>
    (names ?? []).map((name) => ({ value: name.code, label: name.texts[language], category: name.category }));
  const typeName = (code: string) => {
    if (!catalogue.data) return '';
    const type = catalogue.data.types.find((name) => name.code === code);
    return type ? type.texts[language] : t('events.typeNotInCatalogue', { code });
  };
  return { categories: choices(catalogue.data?.categories), types: choices(catalogue.data?.types), typeName };
}
