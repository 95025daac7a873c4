// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecentSearches } from '../../../src/search/recent';
import { FUZZ_TIMEOUT, adversarialJson, anyString, fuzzParameters, longString, wrongType } from '../support/fuzz';

/** A valid list of recent searches, stated here: at most five strings, each with a non-blank character and at most 200 long. */
const isRecentList = (value: unknown) =>
  Array.isArray(value) &&
  value.length <= 5 &&
  value.every((item) => typeof item === 'string' && item.trim() !== '' && item.length <= 200);

const item = fc.oneof(
  anyString(20),
  fc.constantFrom('', ' ', '\u3000', '\n\t', 'data grid'),
  longString(195, 205),
  wrongType,
);
const stored = fc.oneof(
  { arbitrary: fc.array(item, { maxLength: 8 }).map((items) => JSON.stringify(items)), weight: 3 },
  fc.array(item, { maxLength: 3 }).map((items) => JSON.stringify({ recent: items })),
  adversarialJson,
  anyString(30),
  fc.constant(null),
);

describe('stored recent searches (property)', () => {
  it(
    'parseRecentSearches gives a valid list for any stored value, and reads its own JSON back unchanged',
    () => {
      fc.assert(
        fc.property(stored, (raw) => {
          const recent = parseRecentSearches(raw);
          expect(isRecentList(recent)).toBe(true);
          expect(parseRecentSearches(JSON.stringify(recent))).toEqual(recent);
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'parseRecentSearches keeps a valid stored list as it is',
    () => {
      const valid = fc.array(
        fc.oneof(anyString(30), longString(1, 200)).filter((query) => query.trim() !== ''),
        { maxLength: 5 },
      );
      fc.assert(
        fc.property(valid, (recent) => {
          expect(parseRecentSearches(JSON.stringify(recent))).toEqual(recent);
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );
});
