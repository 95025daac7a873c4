// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFeedbackStore } from '../../../src/core/feedback';
import { FUZZ_TIMEOUT, adversarialJson, anyString, fuzzParameters, nearMiss, wrongType } from '../support/fuzz';

/** Why a value is not a valid feedback store (stated here, apart from the parser), or null. */
function storeProblem(store: unknown): string | null {
  if (
    typeof store !== 'object' ||
    store === null ||
    Array.isArray(store) ||
    Object.getPrototypeOf(store) !== Object.prototype
  ) {
    return 'not a plain object';
  }
  for (const [page, entry] of Object.entries(store)) {
    if (!page.startsWith('/')) {
      return `page ${page}`;
    }
    const keys = Object.keys(entry as object)
      .sort()
      .join();
    const { rating, comment } = entry as Record<string, unknown>;
    if (
      (keys !== 'rating' && keys !== 'comment,rating') ||
      (rating !== 'yes' && rating !== 'no') ||
      (keys === 'comment,rating' && typeof comment !== 'string')
    ) {
      return `entry of ${page}: ${JSON.stringify(entry)}`;
    }
  }
  return null;
}

const page = fc.oneof(
  fc.constantFrom('/', '/x/introduction/', '/zh/components/buttons/', '/__proto__', '/constructor'),
  fc.constantFrom('__proto__', 'constructor', 'toString', '', 'x/'),
  anyString(12),
);
const entry = fc.oneof(
  fc.record(
    { rating: fc.oneof(nearMiss(['yes', 'no']), wrongType), comment: fc.oneof(anyString(20), wrongType) },
    { requiredKeys: ['rating'] },
  ),
  fc.record(
    { rating: fc.constantFrom('yes', 'no'), comment: anyString(20), extra: wrongType },
    { requiredKeys: ['rating'] },
  ),
  wrongType,
);
/** Stored JSON: maps of pages to entries good and bad (prototype keys written as JSON keys), and any other JSON. */
const stored = fc.oneof(
  {
    arbitrary: fc
      .array(fc.tuple(page, entry), { maxLength: 5 })
      .map(
        (pairs) =>
          `{${pairs.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`,
      ),
    weight: 4,
  },
  adversarialJson,
  anyString(30),
  fc.constant(null),
);

describe('stored page feedback (property)', () => {
  it(
    'parseFeedbackStore gives a map of valid entries for any stored value, never pollutes a prototype, and reads its own JSON back unchanged',
    () => {
      fc.assert(
        fc.property(stored, (raw) => {
          const store = parseFeedbackStore(raw);
          const problem = storeProblem(store);
          if (problem) {
            throw new Error(problem);
          }
          expect(parseFeedbackStore(JSON.stringify(store))).toEqual(store);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'parseFeedbackStore keeps every valid entry of a stored map',
    () => {
      const validEntry = fc.record(
        { rating: fc.constantFrom('yes' as const, 'no' as const), comment: anyString(20) },
        { requiredKeys: ['rating'] },
      );
      fc.assert(
        fc.property(
          fc.dictionary(
            anyString(10).map((path) => `/${path}`),
            validEntry,
            { maxKeys: 5 },
          ),
          (valid) => {
            expect(parseFeedbackStore(JSON.stringify(valid))).toEqual(valid);
          },
        ),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );
});
