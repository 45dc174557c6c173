import { describe, expect, it } from 'vitest';
import { FAULT_CODES, type FleetKnobs, fleetTraitsOf } from './traits.ts';

const knobs: FleetKnobs = {
  seed: 7,
  latencyMs: 100,
  faultRate: 0.02,
  unpoweredRate: 0.005,
  failoverRate: 0.05,
};
const ids = Array.from({ length: 5_000 }, (_, i) => `FGP-ZH-${String(i + 1).padStart(4, '0')}`);
const share = (count: number) => count / ids.length;

describe('fleet traits', () => {
  it('are the same for the same seed and device, and differ with the seed', () => {
    const first = ids.map((id) => fleetTraitsOf(7, id, knobs));
    expect(ids.map((id) => fleetTraitsOf(7, id, knobs))).toEqual(first);
    const other = ids.map((id) => fleetTraitsOf(8, id, knobs));
    expect(other.map((t) => t.faultCode)).not.toEqual(first.map((t) => t.faultCode));
  });

  it('give faults, silence and failover in shares close to the knobs', () => {
    const traits = ids.map((id) => fleetTraitsOf(7, id, knobs));
    const faulty = traits.filter((t) => t.faultCode !== null);
    expect(share(faulty.length)).toBeCloseTo(0.02, 2);
    expect(share(traits.filter((t) => t.unpowered).length)).toBeCloseTo(0.005, 2);
    expect(share(traits.filter((t) => t.bearer !== 'POLYCOM').length)).toBeCloseTo(0.05, 1);
    expect(traits.some((t) => t.unpowered && t.faultCode)).toBe(false);
    for (const t of faulty) expect(FAULT_CODES).toContain(t.faultCode);
  });

  it('spread latency around the knob and delay failover answers', () => {
    const traits = ids.map((id) => fleetTraitsOf(7, id, knobs));
    const polycom = traits.filter((t) => t.bearer === 'POLYCOM').map((t) => t.answerDelayMs);
    const mean = polycom.reduce((sum, ms) => sum + ms, 0) / polycom.length;
    expect(mean).toBeGreaterThan(95);
    expect(mean).toBeLessThan(105);
    expect(Math.min(...polycom)).toBeGreaterThanOrEqual(50);
    expect(Math.max(...polycom)).toBeLessThanOrEqual(150);
    const failover = traits.filter((t) => t.bearer !== 'POLYCOM').map((t) => t.answerDelayMs);
    expect(Math.min(...failover)).toBeGreaterThan(200);
  });

  it('with rates of zero make a faultless fleet', () => {
    const quiet = { ...knobs, faultRate: 0, unpoweredRate: 0, failoverRate: 0 };
    const traits = ids.map((id) => fleetTraitsOf(1, id, quiet));
    expect(traits.every((t) => !t.unpowered && t.faultCode === null && t.bearer === 'POLYCOM')).toBe(true);
  });
});
