import type { EventTemplate } from '../../../domain/eventApi.ts';
import type { GlobalSettings } from '../../../domain/globalSettings.ts';
import type {
  ContactKind,
  PublicContact,
  PublicContactWrite,
  TemplateWrite,
} from '../../../domain/templates.ts';
import type {
  CatalogueEntry,
  CatalogueEntryWrite,
  CatalogueImportResult,
  CatalogueKind,
  PictogramKind,
  PictogramRead,
  PictogramWrite,
} from '../../../domain/textCatalogue.ts';
import { ECC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';

/** Query keys of the texts area (the templates' list is the event editor's, `eventKeys.templates`). */
export const textsKeys = {
  catalogue: (kind: CatalogueKind) => ['catalogue', kind] as const,
  pictograms: (kind: PictogramKind) => ['pictograms', kind] as const,
  contacts: (kind: ContactKind) => ['public-contacts', kind] as const,
  settings: ['settings'] as const,
};

const saved = <T>(api: ApiClient, base: string, id: number | null, body: unknown) =>
  id === null ? api.post<T>(base, body) : api.put<T>(`${base}/${id}`, body);

export const textsCalls = {
  saveTemplate: (api: ApiClient, id: number | null, body: TemplateWrite) =>
    saved<EventTemplate>(api, `${ECC}/event-templates`, id, body),
  deleteTemplate: (api: ApiClient, id: number) => api.del<void>(`${ECC}/event-templates/${id}`),
  catalogue: (api: ApiClient, kind: CatalogueKind) => api.get<CatalogueEntry[]>(`${ECC}/catalogue/${kind}`),
  saveEntry: (api: ApiClient, kind: CatalogueKind, id: number | null, body: CatalogueEntryWrite) =>
    saved<CatalogueEntry>(api, `${ECC}/catalogue/${kind}`, id, body),
  deleteEntry: (api: ApiClient, kind: CatalogueKind, id: number) =>
    api.del<void>(`${ECC}/catalogue/${kind}/${id}`),
  pictograms: (api: ApiClient, kind: PictogramKind) => api.get<PictogramRead[]>(`${ECC}/pictograms/${kind}`),
  savePictogram: (api: ApiClient, kind: PictogramKind, id: number | null, body: PictogramWrite) =>
    saved<PictogramRead>(api, `${ECC}/pictograms/${kind}`, id, body),
  deletePictogram: (api: ApiClient, kind: PictogramKind, id: number) =>
    api.del<void>(`${ECC}/pictograms/${kind}/${id}`),
  contacts: (api: ApiClient, kind: ContactKind) => api.get<PublicContact[]>(`${ECC}/public-contacts/${kind}`),
  saveContact: (api: ApiClient, kind: ContactKind, id: number | null, body: PublicContactWrite) =>
    saved<PublicContact>(api, `${ECC}/public-contacts/${kind}`, id, body),
  deleteContact: (api: ApiClient, kind: ContactKind, id: number) =>
    api.del<void>(`${ECC}/public-contacts/${kind}/${id}`),
  exportUrl: (format: 'json' | 'csv') => `${ECC}/catalogue-export?format=${format}`,
  importCatalogue: (api: ApiClient, file: unknown) =>
    api.post<CatalogueImportResult>(`${ECC}/catalogue-import`, file),
  settings: (api: ApiClient) => api.get<GlobalSettings>(`${ECC}/settings`),
  saveSettings: (api: ApiClient, body: GlobalSettings) => api.put<GlobalSettings>(`${ECC}/settings`, body),
};
