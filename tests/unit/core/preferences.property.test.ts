// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeStylingFromHash,
  codeVariantFromHash,
  parseCodeStyling,
  parseCodeVariant,
  parseColorMode,
  parseDense,
  parseDirection,
  resolveCodeStyling,
  resolveCodeVariant,
} from '../../../src/core/preferences';
import { FUZZ_TIMEOUT, anyString, fuzzParameters, nearMiss, wrongType } from '../support/fuzz';

// The valid values, written out here rather than imported: the test states the rule, the module implements it.
const MODES = ['light', 'dark', 'system'];
const DIRECTIONS = ['ltr', 'rtl'];
const VARIANTS = ['TS', 'JS'];
const STYLINGS = ['system', 'tailwind', 'css'];
const ALL = [...MODES, ...DIRECTIONS, ...VARIANTS, ...STYLINGS, 'true', 'false'];

/** A stored value: a near miss of any valid value, any string, or nothing. */
const stored = fc.oneof({ arbitrary: nearMiss(ALL), weight: 3 }, anyString(), fc.constantFrom(null, undefined));

/** A URL hash: file links of demos (`#system-BasicGrid.tsx`), near misses of them, and anything else. */
const hash = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('', '#', '#demo-', '#/'),
      fc.constantFrom('', ...STYLINGS.map((styling) => `${styling}-`), 'Tailwind-', 'css', 'system_'),
      anyString(8),
      fc.constantFrom('.js', '.tsx', '.ts', '.jsx', '.JS', '.TSX', '.js ', '.tsx\n', '.js?x', '.tsx#', '.mjs', ''),
    )
    .map((parts) => parts.join('')),
  anyString(30),
);

/** A cookie value as a cookie reader or the first-paint script hands it over: a string, or undefined when missing. */
const cookie = fc.oneof(
  { arbitrary: nearMiss([...VARIANTS, ...STYLINGS]), weight: 3 },
  anyString(),
  fc.constant(undefined),
);

const run = <T>(arbitrary: fc.Arbitrary<T>, check: (value: T) => void) =>
  fc.assert(fc.property(arbitrary, check), fuzzParameters());

describe('stored preferences (property)', () => {
  it(
    'parseColorMode gives the stored mode when it is exactly one, else system',
    () => {
      run(stored, (value) => {
        expect(parseColorMode(value)).toBe(MODES.includes(value as string) ? value : 'system');
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'parseDirection gives the stored direction when it is exactly one, else ltr',
    () => {
      run(stored, (value) => {
        expect(parseDirection(value)).toBe(DIRECTIONS.includes(value as string) ? value : 'ltr');
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'parseDense is true for exactly the string true',
    () => {
      run(stored, (value) => {
        expect(parseDense(value)).toBe(value === 'true');
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'parseCodeVariant and parseCodeStyling give a valid value or null for any value, and keep a valid one',
    () => {
      run(fc.oneof(stored, wrongType, fc.anything()), (value) => {
        expect(parseCodeVariant(value)).toBe(VARIANTS.includes(value as string) ? value : null);
        expect(parseCodeStyling(value)).toBe(STYLINGS.includes(value as string) ? value : null);
      });
    },
    FUZZ_TIMEOUT,
  );
});

describe('code preferences from the URL hash and cookies (property)', () => {
  it(
    'codeVariantFromHash reads a link to a .js file as JS and to a .tsx file as TS, and nothing else',
    () => {
      run(hash, (value) => {
        expect(codeVariantFromHash(value)).toBe(value.endsWith('.js') ? 'JS' : value.endsWith('.tsx') ? 'TS' : null);
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'codeStylingFromHash reads the styling a .js or .tsx link names (system, then tailwind, then css), and nothing else',
    () => {
      run(hash, (value) => {
        const fileLink = value.endsWith('.js') || value.endsWith('.tsx');
        const named = STYLINGS.filter((styling) => value.includes(`${styling}-`));
        expect(codeStylingFromHash(value)).toBe(fileLink ? (named[0] ?? null) : null);
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'resolveCodeVariant: the hash wins and is persisted, then a valid cookie, then TS; always a valid variant',
    () => {
      run(fc.tuple(hash, cookie), ([value, stored]) => {
        const resolved = resolveCodeVariant(value, stored);
        expect(Object.keys(resolved).sort()).toEqual(['persist', 'value']);
        expect(VARIANTS).toContain(resolved.value);
        const fromHash = codeVariantFromHash(value);
        expect(resolved).toEqual(
          fromHash
            ? { value: fromHash, persist: true }
            : { value: VARIANTS.includes(stored as string) ? stored : 'TS', persist: false },
        );
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'resolveCodeStyling: the hash, then a valid cookie, then system; always a valid styling, always persisted',
    () => {
      run(fc.tuple(hash, cookie), ([value, stored]) => {
        const resolved = resolveCodeStyling(value, stored);
        expect(STYLINGS).toContain(resolved.value);
        expect(resolved).toEqual({
          value: codeStylingFromHash(value) ?? (STYLINGS.includes(stored as string) ? stored : 'system'),
          persist: true,
        });
      });
    },
    FUZZ_TIMEOUT,
  );
});
