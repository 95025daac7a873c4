// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseApiView } from '../../../src/core/preferences';
import { FUZZ_TIMEOUT, anyString, fuzzParameters, nearMiss } from '../support/fuzz';

const VIEWS = ['table', 'expanded', 'collapsed'];

describe('stored API section views (property)', () => {
  it(
    'parseApiView gives the stored view when it is exactly one, else the table',
    () => {
      const stored = fc.oneof({ arbitrary: nearMiss(VIEWS), weight: 3 }, anyString(), fc.constantFrom(null, undefined));
      fc.assert(
        fc.property(stored, (value) => {
          expect(parseApiView(value)).toBe(VIEWS.includes(value as string) ? value : 'table');
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );
});
