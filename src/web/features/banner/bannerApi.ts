import {
  type BannerAction,
  type BannerLogAction,
  type BannerState,
  type BannerTexts,
  type PublicationType,
  stripStateNamespace,
} from '../../../domain/bannerState.ts';
import { ECC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';

/** The banner as the web holds it: bare state, time fields also as dates (SPEC.md §3). */
export interface Banner extends BannerTexts {
  id: number | null;
  state: BannerState;
  bannerAction: BannerAction | null;
  edited: boolean;
  lastChangedBy: string | null;
  publicationType: PublicationType | null;
  lastPublicationTime: string | null;
  lastPublicationDate: Date | null;
  lastChangeTime: string | null;
  lastChangeDate: Date | null;
  publicationTime: string | null;
  publicationDate: Date | null;
}

export interface BannerPublication {
  publicationType: PublicationType | null;
  publicationTime: string | null;
  publicationDate: Date | null;
  /** The texts the public sees; null when no banner is active. */
  banner: BannerTexts | null;
}

export interface BannerLogEntry extends BannerTexts {
  id: number;
  bannerId: number;
  timestamp: string;
  timestampDate: Date;
  source: string;
  action: BannerLogAction;
  message: { resourceKey: string; parameters: Record<string, string> };
}

type Wire<T> = Omit<T, 'state' | `${string}Date`> & { bannerState?: string };

const dateOf = (time: string | null) => (time ? new Date(time) : null);

/** Reads a banner from the wire: the state loses its namespace and the times become dates. */
export function bannerFromWire(wire: Wire<Banner> & { bannerState: string }): Banner {
  const { bannerState, ...rest } = wire;
  return {
    ...rest,
    state: stripStateNamespace(bannerState) ?? 'NOT_ACTIVE',
    lastPublicationDate: dateOf(wire.lastPublicationTime),
    lastChangeDate: dateOf(wire.lastChangeTime),
    publicationDate: dateOf(wire.publicationTime),
  };
}

function publicationFromWire(wire: Omit<BannerPublication, 'publicationDate'>): BannerPublication {
  return { ...wire, publicationDate: dateOf(wire.publicationTime) };
}

function logFromWire(wire: Omit<BannerLogEntry, 'timestampDate'>): BannerLogEntry {
  return { ...wire, timestampDate: new Date(wire.timestamp) };
}

/** Only the fields a write carries (the state is decided by the server). */
export function textsOf(texts: BannerTexts): BannerTexts {
  return {
    title: texts.title,
    subtitle: texts.subtitle,
    url: texts.url,
    primaryLanguage: texts.primaryLanguage,
  };
}

export const bannerKeys = {
  all: ['banner'] as const,
  banner: ['banner', 'current'] as const,
  publication: ['banner', 'publication'] as const,
  logs: ['banner', 'logs'] as const,
  version: (id: number) => ['banner', 'version', id] as const,
};

type WireBanner = Parameters<typeof bannerFromWire>[0];

export const bannerCalls = {
  banner: async (api: ApiClient) => bannerFromWire(await api.get<WireBanner>(`${ECC}/banner`)),
  publication: async (api: ApiClient) =>
    publicationFromWire(
      await api.get<Omit<BannerPublication, 'publicationDate'>>(`${ECC}/banner/publication`),
    ),
  logs: async (api: ApiClient) => {
    const page = await api.get<{ items: Omit<BannerLogEntry, 'timestampDate'>[] }>(
      `${ECC}/banner/logs?sort=timestamp,desc`,
    );
    return page.items.map(logFromWire);
  },
  version: async (api: ApiClient, id: number) =>
    logFromWire(await api.get<Omit<BannerLogEntry, 'timestampDate'>>(`${ECC}/banner/${id}`)),
  save: async (api: ApiClient, texts: BannerTexts) =>
    bannerFromWire(await api.post<WireBanner>(`${ECC}/banner`, textsOf(texts))),
  publish: async (api: ApiClient, texts: BannerTexts) =>
    bannerFromWire(await api.post<WireBanner>(`${ECC}/banner/publish`, textsOf(texts))),
  revoke: async (api: ApiClient) => bannerFromWire(await api.post<WireBanner>(`${ECC}/banner/revoke`)),
};

/** A banner message received live carries the banner as the server answers it. */
export function bannerFromLive(payload: unknown): Banner | null {
  const wire = payload as Partial<WireBanner> | null;
  return wire && typeof wire.bannerState === 'string' ? bannerFromWire(wire as WireBanner) : null;
}
