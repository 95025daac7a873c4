// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FUZZ_FIXED_SEED, FUZZ_RUNS, fuzzParameters, fuzzSeed } from './fuzz';

describe('property test parameters', () => {
  it('use the fixed seed by default and always in CI; FUZZ_SEED picks another locally', () => {
    expect(fuzzSeed({})).toBe(FUZZ_FIXED_SEED);
    expect(fuzzSeed({ FUZZ_SEED: '42' })).toBe(42);
    expect(fuzzSeed({ FUZZ_SEED: '42', CI: 'true' })).toBe(FUZZ_FIXED_SEED);
    expect(fuzzSeed({ FUZZ_SEED: ' ' })).toBe(FUZZ_FIXED_SEED);
    expect(Number.isInteger(fuzzSeed({ FUZZ_SEED: 'random' }))).toBe(true);
    expect(() => fuzzSeed({ FUZZ_SEED: 'often' })).toThrow(/FUZZ_SEED must be an integer/);
  });

  it('never run fewer than FUZZ_RUNS inputs', () => {
    expect(fuzzParameters({ numRuns: 10 }).numRuns).toBe(FUZZ_RUNS);
    expect(fuzzParameters({ numRuns: 50_000 }).numRuns).toBe(50_000);
  });
});
