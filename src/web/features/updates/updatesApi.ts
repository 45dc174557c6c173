import { useThrottledCallback } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Activation,
  ActivationCreate,
  Deployment,
  DeploymentCreate,
  DeploymentGroupChoice,
  DeviceVersionRow,
  Release,
  UpdateReach,
  VersionDrift,
} from '../../../domain/updates.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { SCC } from '../../api/bases.ts';
import type { ApiClient } from '../../api/http.ts';
import { useLiveConnected, useLiveTopic } from '../../live/LiveContext.ts';

const BASE = `${SCC}/updates`;

/** What the upload form sends besides the file (as query parameters). */
export interface ReleaseUploadInput {
  deviceKind: string;
  version: string;
  sha256: string;
  notes: string;
}

/** Update management's calls (src/server/modules/updates). */
export function updatesApi(api: ApiClient) {
  return {
    releases: () => api.get<Release[]>(`${BASE}/releases`),
    upload: (input: ReleaseUploadInput, file: Blob) =>
      api.upload<Release>(`${BASE}/releases?${new URLSearchParams({ ...input })}`, file),
    withdraw: (id: number) => api.post<Release>(`${BASE}/releases/${id}/withdraw`, {}),
    deployments: () => api.get<Deployment[]>(`${BASE}/deployments`),
    deploymentReach: (body: DeploymentCreate) => api.post<UpdateReach>(`${BASE}/deployments/reach`, body),
    deploy: (body: DeploymentCreate) => api.post<{ id: number }>(`${BASE}/deployments`, body),
    cancel: (id: number) => api.post<void>(`${BASE}/deployments/${id}/cancel`, {}),
    sirenGroups: () => api.get<DeploymentGroupChoice[]>(`${BASE}/sirengroups`),
    activations: () => api.get<Activation[]>(`${BASE}/activations`),
    activationReach: (body: ActivationCreate) => api.post<UpdateReach>(`${BASE}/activations/reach`, body),
    activate: (body: ActivationCreate) => api.post<{ id: number }>(`${BASE}/activations`, body),
    rollBack: (id: number) => api.post<{ id: number }>(`${BASE}/activations/${id}/rollback`, {}),
    devices: () => api.get<Lists['devices']>(`${BASE}/devices`),
  };
}

export const updatesKeys = {
  all: ['updates'] as const,
  releases: ['updates', 'releases'] as const,
  deployments: ['updates', 'deployments'] as const,
  activations: ['updates', 'activations'] as const,
  devices: ['updates', 'devices'] as const,
};

/** A burst of progress notices refreshes the open page at most this often. */
const LIVE_REFRESH_MS = 500;

/** Keeps every update-management query current: the topic `updates` and every (re)connection read them again. */
function useUpdatesLive() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: updatesKeys.all });
  const throttled = useThrottledCallback(refresh, LIVE_REFRESH_MS);
  useLiveTopic('updates', throttled);
  useLiveConnected(refresh);
}

interface Lists {
  releases: Release[];
  deployments: Deployment[];
  activations: Activation[];
  devices: { devices: DeviceVersionRow[]; drift: VersionDrift[] };
}

/** One of the lists of update management, kept current live. */
export function useUpdatesQuery<K extends keyof Lists>(what: K) {
  const api = useApi();
  useUpdatesLive();
  return useQuery<Lists[K]>({
    queryKey: updatesKeys[what],
    queryFn: () => updatesApi(api)[what]() as Promise<Lists[K]>,
  });
}
