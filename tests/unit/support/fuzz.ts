import fc from 'fast-check';

/**
 * Property tests of the parsers of values the page does not control (cookies, local storage, the URL hash, the ad
 * feed, a service-worker message, build-time environment values): each runs at least this many generated inputs.
 */
export const FUZZ_RUNS = 10_000;

/** The seed every run uses unless `FUZZ_SEED` says otherwise (never in CI): the same inputs on every machine. */
export const FUZZ_FIXED_SEED = 20_251_127;

/**
 * The seed of this run: the fixed seed in CI (`CI` set) and by default; locally, `FUZZ_SEED=<integer>` replays or
 * explores another sequence and `FUZZ_SEED=random` draws one (fast-check prints the seed of a failing run).
 */
export function fuzzSeed(env: Record<string, string | undefined> = process.env): number {
  const requested = env.FUZZ_SEED?.trim();
  if (env.CI || !requested) {
    return FUZZ_FIXED_SEED;
  }
  if (requested === 'random') {
    return (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;
  }
  const seed = Number(requested);
  if (!Number.isSafeInteger(seed)) {
    throw new Error(`FUZZ_SEED must be an integer or "random", not ${JSON.stringify(requested)}`);
  }
  return seed | 0;
}

/** fast-check parameters of a property: `FUZZ_RUNS` runs at least, with the seed of this run. */
export function fuzzParameters<T>(overrides: Omit<fc.Parameters<T>, 'seed'> = {}): fc.Parameters<T> {
  return { ...overrides, numRuns: Math.max(FUZZ_RUNS, overrides.numRuns ?? 0), seed: fuzzSeed() };
}

/** Any UTF-16 code unit, lone surrogates and NUL included (what `JSON.parse` and storage can hand back). */
const codeUnit = fc.nat(0xffff).map((code) => String.fromCharCode(code));

/** Strings of every kind: ASCII, printable Unicode, any code point, any code unit (ill-formed UTF-16 too). */
export const anyString = (maxLength = 40): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'binary-ascii', maxLength }),
    fc.string({ unit: codeUnit, maxLength }),
  );

/**
 * A string of `min` to `max` characters (cheap to generate, unlike a long `fc.string`): one repeated piece, which
 * may be a pair of surrogates, so a cut at a fixed length can fall between them.
 */
export const longString = (min: number, max: number): fc.Arbitrary<string> =>
  fc
    .tuple(fc.integer({ min, max }), fc.constantFrom('x', ' ', '<b>', '\u{1f600}', 'é', '%', '\0'))
    .map(([length, piece]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** A value of a wrong type: what a JSON field or a stored value holds when it is not the expected string. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, true, false, 0, -0, 1, NaN, Infinity, [], {}, [[]], ['x'], { toString: 'x' }),
  fc.integer(),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('a', '__proto__', 'toString', 'length'), fc.integer(), { maxKeys: 2 }),
);

const WHITESPACE = [' ', '\t', '\n', '\r', '\f', '\v', '\u00a0', '\u200b', '\u2028', '\ufeff', '\u3000'];
const SUFFIXES = [
  '\0',
  '%00',
  ';',
  '; path=/',
  '=',
  '#',
  '?',
  '/',
  '.',
  '..',
  '"',
  "'",
  '<',
  '>',
  '\\',
  '\u0301',
  '\ud800',
  'x',
  '0',
];

/** Percent-encode every character (`TS` → `%54%53`): a value some layer forgot to decode. */
const percentEncoded = (value: string) =>
  [...new TextEncoder().encode(value)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** The full-width form of ASCII letters (`ＴＳ`), which case folding and normalization can turn back into ASCII. */
const fullWidth = (value: string) =>
  value.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

/**
 * Near misses of valid values: each valid value as it is, and with whitespace around it, another case,
 * prefixes and suffixes, percent-encoding, wrapped in JSON, a null byte, doubled, cut short, full-width.
 */
export function nearMiss(valid: readonly string[]): fc.Arbitrary<string> {
  const value = fc.constantFrom(...valid);
  return fc.oneof(
    { arbitrary: value, weight: 3 },
    fc
      .tuple(fc.constantFrom(...WHITESPACE, ''), value, fc.constantFrom(...WHITESPACE, ''))
      .map((parts) => parts.join('')),
    fc.mixedCase(value),
    value.map((v) => v.toUpperCase()),
    value.map((v) => v.toLowerCase()),
    fc.tuple(anyString(4), value, anyString(4)).map((parts) => parts.join('')),
    fc.tuple(value, fc.constantFrom(...SUFFIXES)).map((parts) => parts.join('')),
    fc.tuple(fc.constantFrom(...SUFFIXES), value).map((parts) => parts.join('')),
    value.map(percentEncoded),
    value.map(encodeURIComponent),
    value.map((v) => JSON.stringify(v)),
    value.map((v) => JSON.stringify([v])),
    value.map((v) => JSON.stringify({ value: v })),
    value.map((v) => `${v}${v}`),
    value.map((v) => v.slice(0, -1)),
    value.map((v) => v.slice(1)),
    value.map(fullWidth),
    value.map((v) => v.normalize('NFD')),
  );
}

/** A huge or odd number as text: beyond the safe integers, beyond doubles, negative zero, exponents. */
export const oddNumber: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '1e999',
    '-1e999',
    '1e21',
    '9007199254740993',
    '123456789012345678901234567890',
    '-0',
    '0x10',
    '1_000',
    'NaN',
    'Infinity',
    '.5',
    '5.',
    '1e-400',
  ),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.integer().map(String),
);

/** JSON whose shape is probably wrong: any JSON value, prototype keys, deep nesting, huge numbers, truncations. */
export const adversarialJson: fc.Arbitrary<string> = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.json({ maxDepth: 2, stringUnit: 'binary' }),
  fc.constantFrom(
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"__proto__":[]}',
    '[["__proto__"]]',
    '"\\ud800"',
    '["\\udc00\\ud800"]',
    'null',
    'true',
    '{}',
    '[]',
    '""',
  ),
  oddNumber,
  fc.nat(3000).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.nat(3000).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.json({ maxDepth: 2 }).chain((json) => fc.nat(json.length).map((cut) => json.slice(0, cut))),
);

/** URL-ish values: valid web URLs and the forms that sneak another scheme past a naive check. */
export const urlLike: fc.Arbitrary<string> = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webUrl({ validSchemes: ['http', 'https', 'HTTP', 'HtTpS'] }),
  fc.constantFrom(
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '%6Aavascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'file:///etc/passwd',
    'blob:https://example.com/1',
    'ftp://example.com/',
    'mailto:someone@example.com',
    'tel:+1',
    '//evil.example/',
    '///evil.example/',
    '/relative/path',
    '?q=1',
    '#top',
    '',
    'http://',
    'https:',
    'http:/x',
    'http:example.com',
    'https:\\\\evil.example',
    'https://user:pass@example.com/',
    'https://[::1]/',
    'https://example.com:99999/',
    'https://exa mple.com/',
    'https://xn--nxasmq6b.example/',
    'https://例え.テスト/',
    'https://example.com/%',
    'https://example.com/\ud800',
    'http://127.0.0.1:3000/x',
  ),
  fc
    .tuple(
      fc.constantFrom('http', 'https', 'javascript', 'data', 'vbscript', 'HTTP', 'JAVASCRIPT'),
      fc.constantFrom(':', '://', ':\\\\', ': //'),
      anyString(20),
    )
    .map((parts) => parts.join('')),
  anyString(30),
);

/** Vitest's time limit for one property test: 10 000 runs of a DOM parser can take longer than the default 5 s. */
export const FUZZ_TIMEOUT = 60_000;
