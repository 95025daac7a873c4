// @vitest-environment node
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseApiView,
  parseColorMode,
  parseDense,
  parseDirection,
  resolveCodeStyling,
  resolveCodeVariant,
} from '../../../src/core/preferences';
import { PREFERENCES_SCRIPT } from '../../../src/core/preferencesScript';
import { minifyScript } from '../../../build/minify-script.mjs';
import { FUZZ_TIMEOUT, anyString, fuzzParameters, nearMiss } from '../support/fuzz';

// What the first-paint script may write, stated here: attributes on <html> with their values, and two cookies.
const ATTRIBUTES: Record<string, string[]> = {
  'data-mui-color-scheme': ['light', 'dark'],
  dir: ['ltr', 'rtl'],
  'data-dense': [''],
  'data-code-variant': ['TS', 'JS'],
  'data-code-styling': ['system', 'tailwind', 'css'],
  'data-api-view-props': ['expanded', 'collapsed'],
  'data-api-view-slots': ['expanded', 'collapsed'],
  'data-api-view-classes': ['expanded', 'collapsed'],
};
const COOKIE_WRITE = /^(codeVariant=(TS|JS)|codeStyling=(system|tailwind|css)); max-age=31536000; path=\/$/;
const STORAGE_KEYS = [
  'mui-mode',
  'mui-color-scheme-light',
  'mui-color-scheme-dark',
  'mui-direction',
  'mui-dense',
  'docs-api-view-props',
  'docs-api-view-slots',
  'docs-api-view-classes',
];
const STORED_VALUES = [
  'light',
  'dark',
  'system',
  'ltr',
  'rtl',
  'true',
  'false',
  'table',
  'expanded',
  'collapsed',
  'sepia',
];

/** How local storage misbehaves: not at all, blocked (the getter throws), missing, reads throw, removals throw. */
type StorageFailure = 'none' | 'blocked' | 'missing' | 'get' | 'remove';

interface Browser {
  cookie: string;
  storage: Record<string, string>;
  failure: StorageFailure;
  hash: string;
  /** The OS prefers dark; null when `matchMedia` does not exist. */
  prefersDark: boolean | null;
}

interface Effects {
  attributes: Map<string, string>;
  cookies: string[];
  storage: Map<string, string>;
}

/** The script's page: a fresh context whose globals read the browser state of the current run. */
function pageContext(source = PREFERENCES_SCRIPT) {
  let browser!: Browser;
  let effects!: Effects;
  const storage = {
    getItem: (key: string) => {
      if (browser.failure === 'get') throw new Error('SecurityError');
      return effects.storage.get(key) ?? null;
    },
    removeItem: (key: string) => {
      if (browser.failure === 'remove') throw new Error('SecurityError');
      effects.storage.delete(key);
    },
  };
  const window = {
    get localStorage() {
      if (browser.failure === 'blocked') throw new Error('SecurityError');
      return browser.failure === 'missing' ? null : storage;
    },
    get location() {
      return { hash: browser.hash };
    },
    get matchMedia() {
      return browser.prefersDark === null ? undefined : () => ({ matches: browser.prefersDark });
    },
  };
  const document = {
    get cookie() {
      return browser.cookie;
    },
    set cookie(value: string) {
      effects.cookies.push(value);
    },
    documentElement: {
      setAttribute: (name: string, value: string) => effects.attributes.set(name, String(value)),
    },
  };
  const context = vm.createContext({ window, document, console: { error: () => {} } });
  const script = new vm.Script(source);
  return (state: Browser): Effects => {
    browser = state;
    effects = { attributes: new Map(), cookies: [], storage: new Map(Object.entries(state.storage)) };
    script.runInContext(context);
    return effects;
  };
}

/** A cookie's value as the script reads it: the first `name=` pair, percent-decoded; undefined when missing or undecodable. */
function cookieValue(cookie: string, name: string): string | undefined {
  const pair = cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  if (pair === undefined) {
    return undefined;
  }
  try {
    return decodeURIComponent(pair.slice(name.length + 1).split(';')[0]);
  } catch {
    return undefined;
  }
}

const cookieName = fc.oneof(
  { arbitrary: fc.constantFrom('codeVariant', 'codeStyling'), weight: 3 },
  nearMiss(['codeVariant', 'codeStyling']),
  anyString(5),
);
const cookieValueText = fc.oneof(
  nearMiss(['TS', 'JS', 'system', 'tailwind', 'css']),
  fc.constantFrom('%', '%E0%A4%A', '%zz', '%F0%9F', '%ED%A0%80', '%54%53', 'T%53', '"TS"'),
  anyString(8),
);
const cookie = fc.oneof(
  {
    arbitrary: fc
      .array(
        fc.tuple(cookieName, cookieValueText).map(([name, value]) => `${name}=${value}`),
        { maxLength: 4 },
      )
      .map((pairs) => pairs.join('; ')),
    weight: 4,
  },
  anyString(30),
);
const storage = fc.dictionary(
  fc.constantFrom(...STORAGE_KEYS),
  fc.oneof({ arbitrary: nearMiss(STORED_VALUES), weight: 3 }, anyString(10)),
  { maxKeys: STORAGE_KEYS.length },
);
const hash = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('', '#'),
      fc.constantFrom('', 'system-', 'tailwind-', 'css-', 'CSS-'),
      anyString(6),
      fc.constantFrom('', '.js', '.tsx', '.ts', '.js ', '.TSX'),
    )
    .map((parts) => parts.join('')),
  anyString(20),
);
const browser: fc.Arbitrary<Browser> = fc.record({
  cookie,
  storage,
  failure: fc.oneof(
    { arbitrary: fc.constant<StorageFailure>('none'), weight: 4 },
    fc.constantFrom<StorageFailure>('blocked', 'missing', 'get', 'remove'),
  ),
  hash,
  prefersDark: fc.constantFrom(true, false, null),
});

describe.each([
  ['as written', PREFERENCES_SCRIPT],
  // What `npm run generate` inlines in every page.
  ['as shipped, minified', minifyScript(PREFERENCES_SCRIPT)],
])('the first-paint preferences script %s (property)', (_form, source) => {
  it(
    'never throws, writes only valid attributes and cookies, and chooses as the core rules do, whatever the cookies, storage and hash hold',
    () => {
      const run = pageContext(source);
      fc.assert(
        fc.property(browser, (state) => {
          const { attributes, cookies, storage: after } = run(state);
          for (const [name, value] of attributes) {
            if (!ATTRIBUTES[name]?.includes(value)) {
              throw new Error(`set ${name}=${JSON.stringify(value)}`);
            }
          }
          const badCookie = cookies.find((written) => !COOKIE_WRITE.test(written));
          if (badCookie !== undefined) {
            throw new Error(`wrote the cookie ${JSON.stringify(badCookie)}`);
          }
          // The core rules over the same values.
          const readable = state.failure === 'none' || state.failure === 'remove';
          const stored = (key: string) => (readable ? (state.storage[key] ?? null) : null);
          const mode = parseColorMode(stored('mui-mode'));
          const dark = mode === 'dark' || (mode === 'system' && state.prefersDark === true);
          const scheme = stored(`mui-color-scheme-${dark ? 'dark' : 'light'}`);
          const variant = resolveCodeVariant(state.hash, cookieValue(state.cookie, 'codeVariant'));
          const styling = resolveCodeStyling(state.hash, cookieValue(state.cookie, 'codeStyling'));
          const expected = new Map<string, string>([
            ['data-mui-color-scheme', scheme === 'light' || scheme === 'dark' ? scheme : dark ? 'dark' : 'light'],
            ['dir', parseDirection(stored('mui-direction'))],
            ['data-code-variant', variant.value],
            ['data-code-styling', styling.value],
          ]);
          if (parseDense(stored('mui-dense'))) {
            expected.set('data-dense', '');
          }
          for (const section of ['props', 'slots', 'classes']) {
            const view = parseApiView(stored(`docs-api-view-${section}`));
            if (view !== 'table') {
              expected.set(`data-api-view-${section}`, view);
            }
          }
          expect(Object.fromEntries(attributes)).toEqual(Object.fromEntries(expected));
          const written = cookies.map((line) => line.split(';')[0]);
          expect(written).toEqual([
            ...(variant.persist ? [`codeVariant=${variant.value}`] : []),
            `codeStyling=${styling.value}`,
          ]);
          // A corrupt stored mode is removed, when storage lets it.
          if (state.failure === 'none' && stored('mui-mode') !== null && mode !== stored('mui-mode')) {
            expect(after.has('mui-mode')).toBe(false);
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );
});

describe('the first-paint preferences script (regressions)', () => {
  const quiet: Browser = { cookie: '', storage: {}, failure: 'none', hash: '', prefersDark: false };

  it('reads a cookie with malformed percent-encoding as missing (found by the property: decodeURIComponent threw)', () => {
    const { attributes, cookies } = pageContext()({ ...quiet, cookie: 'codeVariant=%; codeStyling=%E0%A4%A' });
    expect(Object.fromEntries(attributes)).toMatchObject({ 'data-code-variant': 'TS', 'data-code-styling': 'system' });
    expect(cookies).toEqual(['codeStyling=system; max-age=31536000; path=/']);
  });

  it('applies the default colour scheme when a corrupt stored one cannot be removed (found by the property: it applied `table`)', () => {
    const { attributes } = pageContext()({
      ...quiet,
      storage: { 'mui-color-scheme-light': 'table' },
      failure: 'remove',
    });
    expect(attributes.get('data-mui-color-scheme')).toBe('light');
  });
});
