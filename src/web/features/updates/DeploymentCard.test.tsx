// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Deployment, StageCounts } from '../../../domain/updates.ts';
import { ApiProvider } from '../../api/ApiProvider.tsx';
import type { ApiClient } from '../../api/http.ts';
import { AuthContext } from '../../auth/AuthContext.ts';
import { initI18n } from '../../i18n.ts';
import { testMe, testSession } from '../../shell/testing/renderInShell.tsx';
import { apiAnswering, renderInConsole } from '../../ui/test-utils.tsx';
import { DeploymentCard } from './DeploymentCard.tsx';

const counts: StageCounts = { WAITING: 40, TRANSFERRING: 5, CHECKING: 0, DONE: 5, FAILED: 0 };
const RUNNING: Deployment = {
  id: 3,
  releaseId: 7,
  deviceKind: 'FGP',
  version: '4.13.0',
  status: 'RUNNING',
  selection: { stateCodes: [], groupIds: [], modelIds: [], currentVersions: [] },
  failureThresholdPercent: 10,
  maxSharePercent: 10,
  currentStage: 0,
  haltReason: null,
  createdBy: 'admin',
  createdAt: '2026-11-27T08:00:00.000Z',
  finishedAt: null,
  stages: [{ stage: 0, counts, total: 50 }],
  total: counts,
};

function renderCard() {
  const post = vi.fn(async () => undefined);
  const api: ApiClient = { ...apiAnswering({}), post: post as ApiClient['post'] };
  renderInConsole(
    <AuthContext.Provider value={testSession(testMe())}>
      <ApiProvider client={api}>
        <DeploymentCard deployment={RUNNING} editable />
      </ApiProvider>
    </AuthContext.Provider>,
    { waitDelayMs: 10_000 },
  );
  return post;
}

beforeAll(async () => {
  await initI18n('de');
});
afterEach(cleanup);

describe('deployment card', () => {
  it('asks whether to cancel with buttons that say what each does, and keeps it running on the safe one', async () => {
    const post = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Verteilung von 4.13.0 abbrechen?' });
    const keep = within(dialog).getByRole('button', { name: 'Weiterlaufen lassen' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    await userEvent.click(keep);
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Verteilung abbrechen' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/scc/updates/deployments/3/cancel', {}));
  });
});
