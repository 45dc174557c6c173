import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { lastKnownOf } from './lastKnown.ts';

const loaded = { data: ['event'], dataUpdatedAt: 1_000, isError: false, error: null };
const failure = new Error('not reachable');

describe('lastKnownOf', () => {
  it('shows fresh data without an age while the server answers', () => {
    expect(lastKnownOf(loaded, false)).toEqual({ kind: 'data', data: ['event'], asOf: null });
  });

  it('keeps the data with the time it arrived during an outage or after a failed reload', () => {
    expect(lastKnownOf(loaded, true)).toEqual({ kind: 'data', data: ['event'], asOf: 1_000 });
    expect(lastKnownOf({ ...loaded, isError: true, error: failure }, false)).toEqual({
      kind: 'data',
      data: ['event'],
      asOf: 1_000,
    });
  });

  it('names no time for data that never arrived from the server (placeholder)', () => {
    expect(lastKnownOf({ ...loaded, dataUpdatedAt: 0 }, true)).toEqual({
      kind: 'data',
      data: ['event'],
      asOf: null,
    });
  });

  it('waits instead of failing when nothing was loaded before the outage', () => {
    const none = { data: undefined, dataUpdatedAt: 0, isError: true, error: failure };
    expect(lastKnownOf(none, true)).toEqual({ kind: 'waiting' });
    expect(lastKnownOf(none, false)).toEqual({ kind: 'failed', error: failure });
    expect(lastKnownOf({ ...none, isError: false, error: null }, false)).toEqual({ kind: 'loading' });
  });

  it('shows a refusal by the server (the record is gone) as the failure, not as old data', () => {
    const gone = new ApiError(404, {
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      messageKey: 'errors.notFound',
    });
    expect(lastKnownOf({ ...loaded, isError: true, error: gone }, false)).toEqual({
      kind: 'failed',
      error: gone,
    });
  });
});
