import { type ReactNode, useRef } from 'react';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { EventDetail, EventTemplate, ReachPreview } from '../../../../domain/eventApi.ts';
import type { EventContent } from '../../../../domain/eventContent.ts';
import { PROFILES } from '../../../../domain/permissions.ts';
import type { SystemStatus } from '../../../../domain/systemStatus.ts';
import { content } from '../../../../domain/testing/eventContent.ts';
import { ApiProvider } from '../../../api/ApiProvider.tsx';
import { type ApiClient, ApiError } from '../../../api/http.ts';
import { AuthContext } from '../../../auth/AuthContext.ts';
import { type LiveChannel, LiveContext } from '../../../live/LiveContext.ts';
import { PageLeaveGuardContext } from '../../../shell/overlays/leaveGuard.ts';
import type { LeaveQuestion } from '../../../shell/overlays/overlayRegistry.ts';
import { useOverlayLeaveGuard } from '../../../shell/overlays/useOverlayLeaveGuard.ts';
import { testMe, testSession } from '../../../shell/testing/renderInShell.tsx';
import { renderInConsole } from '../../../ui/test-utils.tsx';
import { useSystemStatusLiveSync } from '../../home/status/useSystemStatusLiveSync.ts';
import { EventEditorPage } from '../editor/EventEditorPage.tsx';
import { NewEventPage } from '../editor/NewEventPage.tsx';

// A square of about 4 km² in Zurich's city centre, in LV95 metres.
export const ZURICH_SQUARE: [number, number][] = [
  [2682000, 1247000],
  [2684000, 1247000],
  [2684000, 1249000],
  [2682000, 1249000],
  [2682000, 1247000],
];

// The events' test content, also used by the domain's tests.
export { content };

export function detail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    eventId: 7,
    state: 'PREPARATION',
    messageType: null,
    eventType: null,
    title: {},
    primaryLanguage: 'de',
    affectedStates: [],
    owningState: 'ZH',
    operationMode: 'LIVE',
    createdBy: 'zh.operator',
    createdAt: '2026-11-23T08:00:00.000Z',
    updatedAt: '2026-11-23T08:00:00.000Z',
    publishedAt: null,
    correctionOf: null,
    version: 1,
    content: content(),
    submittedBy: null,
    submittedAt: null,
    approvedBy: [],
    nationallyApprovedFor: [],
    awaitingApprovalFrom: [],
    nationalMayDecideAt: null,
    correctedBy: null,
    allowedActions: ['SUBMIT', 'DISCARD'],
    rejectIsWithdrawal: false,
    publishedVersions: 0,
    correctionSeconds: null,
    sirenAlarmIds: [],
    ...overrides,
  };
}

export const REACH: ReachPreview = {
  areaSquareKilometres: 4,
  cantons: ['ZH'],
  municipalities: { count: 1, names: ['Zürich'] },
  sirens: { total: 12, byState: { ZH: 12 }, signal: 'GENERAL_ALARM' },
  channels: ['SIRENS', 'PUBLIC_APP'],
  channelOutages: [],
  exercise: false,
  confirmation: { strong: true, pattern: 'LIVE 7', reasons: ['liveAlarm'] },
  owningState: 'ZH',
};

export interface FakeServer {
  event: EventDetail;
  templates?: EventTemplate[];
  /** The reach preview answered (default: `REACH`). */
  reach?: ReachPreview;
  /** Answers a PUT with this error instead of saving. */
  saveError?: ApiError;
  /** The system status answered (default: none, a 404). */
  systemStatus?: SystemStatus;
}

/** The events service as the editor calls it, kept in memory; every call is recorded. */
export function fakeEventsApi(server: FakeServer) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const answer = async (method: string, url: string, body?: unknown): Promise<unknown> => {
    calls.push({ method, url, body });
    if (url === '/api/ecc/states') return [];
    if (url === '/api/ecc/event-templates') return server.templates ?? [];
    if (url === '/api/ecc/events/reach') return server.reach ?? REACH;
    if (url === '/api/scc/system/status' && server.systemStatus) return server.systemStatus;
    if (method === 'POST' && url === '/api/ecc/events') return server.event;
    if (method === 'PUT') {
      if (server.saveError) throw server.saveError;
      const { content: saved } = body as { content: EventContent };
      server.event = { ...server.event, content: saved, version: server.event.version + 1 };
      return server.event;
    }
    if (method === 'POST' && url.includes('/actions/')) {
      server.event = { ...server.event, state: 'PUBLICATION_PENDING', version: server.event.version + 1 };
      return server.event;
    }
    if (url === `/api/ecc/events/${server.event.eventId}`) return server.event;
    throw new ApiError(404, null);
  };
  const api: ApiClient = {
    get: vi.fn((url: string) => answer('GET', url)) as ApiClient['get'],
    post: vi.fn((url: string, body?: unknown) => answer('POST', url, body)) as ApiClient['post'],
    put: vi.fn((url: string, body: unknown) => answer('PUT', url, body)) as ApiClient['put'],
    del: vi.fn((url: string) => answer('DELETE', url)) as ApiClient['del'],
    upload: vi.fn((url: string, file: Blob) => answer('POST', url, file)) as ApiClient['upload'],
  };
  return { api, calls };
}

/** The shell's part in leaving a page: its one router blocker, which asks the page's question. */
function ShellLeaveGuard({ children }: { children: ReactNode }) {
  const page = useRef<LeaveQuestion | null>(null);
  useOverlayLeaveGuard([], page);
  return <PageLeaveGuardContext.Provider value={page}>{children}</PageLeaveGuardContext.Provider>;
}

/** What the shell keeps current on every page from the live channel (DashboardLiveSync): the system status. */
function ShellSystemStatusSync() {
  useSystemStatusLiveSync();
  return null;
}

/**
 * The events screen's new-event and editor pages at `path`, as a Zurich cantonal operator sees them; with
 * `live`, the system status follows its `system` messages as the shell has it follow them.
 */
export function renderEditorAt(
  path: string,
  api: ApiClient,
  me = testMe({ permissions: [...PROFILES.CANTONAL_OPERATOR] }),
  live: LiveChannel | null = null,
) {
  const pages: ReactNode = (
    <Routes>
      <Route path="/events/newEventFromHomeWithTemplateSelection" element={<NewEventPage />} />
      <Route path="/events/newEventFromHome" element={<NewEventPage />} />
      <Route path="/events/newNationalEventFromHome" element={<NewEventPage />} />
      <Route path="/events/:eventId/edit" element={<EventEditorPage />} />
      <Route path="/events/:eventId" element={<p>detail page</p>} />
    </Routes>
  );
  return renderInConsole(
    <AuthContext.Provider value={testSession(me)}>
      <ApiProvider client={api}>
        <LiveContext.Provider value={live}>
          {live && <ShellSystemStatusSync />}
          <ShellLeaveGuard>{pages}</ShellLeaveGuard>
        </LiveContext.Provider>
      </ApiProvider>
    </AuthContext.Provider>,
    { path, waitDelayMs: 10_000 },
  );
}
