import { describe, expect, it } from 'vitest';
import { parseFleetArgs, UsageError } from './cliArgs.ts';

describe('fleet command line', () => {
  it('reads shares in percent or as fractions, and defaults the rest', () => {
    const options = parseFleetArgs([
      '--sirens',
      '450',
      '--faults',
      '2%',
      '--failover',
      '0.1',
      '--sounding-ms',
      '2000',
    ]);
    expect(options).toEqual({
      mqttUrl: 'mqtt://127.0.0.1:1883',
      sirens: 450,
      databaseUrl: null,
      knobs: {
        seed: 1,
        latencyMs: 300,
        faultRate: 0.02,
        unpoweredRate: 0.005,
        failoverRate: 0.1,
        soundingMs: 2000,
      },
    });
    expect(parseFleetArgs([])).toMatchObject({
      sirens: 5000,
      knobs: { latencyMs: 300, soundingMs: undefined },
    });
    expect(parseFleetArgs(['--help'])).toBe('help');
  });

  it.each([
    [['--sirens', 'many'], /--sirens/],
    [['--faults', '150%'], /--faults/],
    [['--mqtt', 'http://x'], /--mqtt/],
    [['--latency-ms', '-5'], /--latency-ms/],
    [['--bogus'], /bogus/],
    [['stray'], /stray/],
  ])('refuses %j with a message naming it', (args, message) => {
    expect(() => parseFleetArgs(args)).toThrow(UsageError);
    expect(() => parseFleetArgs(args)).toThrow(message);
  });
});
