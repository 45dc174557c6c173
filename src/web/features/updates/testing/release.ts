import type { Release } from '../../../../domain/updates.ts';

/** An uploaded FGP release that may be deployed and activated. */
export const AVAILABLE_RELEASE: Release = {
  id: 7,
  deviceKind: 'FGP',
  version: '4.13.0',
  notes: '',
  sha256: 'a'.repeat(64),
  sizeBytes: 2048,
  status: 'AVAILABLE',
  uploadedBy: 'admin',
  uploadedAt: '2026-11-20T08:00:00.000Z',
  withdrawnBy: null,
  withdrawnAt: null,
};
