// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitsDecisionOf } from '../../../domain/events.ts';
import { useApprovalClock } from './useApprovalClock.ts';

afterEach(() => vi.useRealTimers());

describe('the approval clock', () => {
  it('hands a cantonal approval to the national organisation the moment its deadline passes', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T10:00:00Z') });
    const pending = { awaitingApprovalFrom: ['SO'], nationalMayDecideAt: '2026-11-27T10:03:00Z' };
    const { result } = renderHook(() => useApprovalClock([pending]));
    expect(awaitsDecisionOf(pending, 'CH', result.current)).toBe(false);
    act(() => vi.advanceTimersByTime(179_000));
    expect(awaitsDecisionOf(pending, 'CH', result.current)).toBe(false);
    act(() => vi.advanceTimersByTime(1_000));
    expect(awaitsDecisionOf(pending, 'CH', result.current)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
