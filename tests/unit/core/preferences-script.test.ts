import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseColorMode, resolveCodeStyling, resolveCodeVariant } from '../../../src/core/preferences';
import { PREFERENCES_SCRIPT } from '../../../src/core/preferencesScript';

function clearCookies() {
  for (const name of ['codeVariant', 'codeStyling']) {
    document.cookie = `${name}=; max-age=0; path=/`;
  }
}

function run({ hash = '', prefersDark = false }: { hash?: string; prefersDark?: boolean } = {}) {
  window.history.replaceState(null, '', `/x/introduction/${hash}`);
  // Stubbed, and removed after each test: test files share their worker's window (`isolate: false`), and a
  // component rendered later (MUI's colour scheme runtime) must not find this one-method stand-in.
  vi.stubGlobal('matchMedia', vi.fn().mockReturnValue({ matches: prefersDark }));
  for (const attribute of ['data-mui-color-scheme', 'dir', 'data-dense', 'data-code-variant', 'data-code-styling']) {
    document.documentElement.removeAttribute(attribute);
  }
  new Function(PREFERENCES_SCRIPT)();
  const html = document.documentElement;
  return {
    scheme: html.getAttribute('data-mui-color-scheme'),
    dir: html.getAttribute('dir'),
    dense: html.hasAttribute('data-dense'),
    variant: html.getAttribute('data-code-variant'),
    styling: html.getAttribute('data-code-styling'),
  };
}

function cookieValue(name: string) {
  return document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1];
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the first-paint preferences script', () => {
  it('applies stored light and dark modes, and system from the OS preference', () => {
    localStorage.setItem('mui-mode', 'dark');
    expect(run().scheme).toBe('dark');
    localStorage.setItem('mui-mode', 'light');
    expect(run({ prefersDark: true }).scheme).toBe('light');
    localStorage.setItem('mui-mode', 'system');
    expect(run({ prefersDark: true }).scheme).toBe('dark');
    localStorage.removeItem('mui-mode');
    expect(run({ prefersDark: false }).scheme).toBe('light');
  });

  it('treats a corrupt stored mode as system, like the core rule, and removes it', () => {
    for (const stored of ['garbage', 'Dark', '{"x":1}', '']) {
      localStorage.setItem('mui-mode', stored);
      expect(parseColorMode(stored)).toBe('system');
      expect(run({ prefersDark: true }).scheme).toBe('dark');
      expect(localStorage.getItem('mui-mode')).toBeNull();
    }
  });

  it('ignores an unsupported stored colour scheme and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('mui-mode', 'dark');
    localStorage.setItem('mui-color-scheme-dark', 'sepia');
    expect(run().scheme).toBe('dark');
    expect(error).toHaveBeenCalledWith('`sepia` does not exist in `theme.colorSchemes`.');
    expect(localStorage.getItem('mui-color-scheme-dark')).toBeNull();
  });

  it('applies direction and density', () => {
    localStorage.setItem('mui-direction', 'rtl');
    localStorage.setItem('mui-dense', 'true');
    expect(run()).toMatchObject({ dir: 'rtl', dense: true });
    localStorage.setItem('mui-direction', 'sideways');
    localStorage.setItem('mui-dense', 'yes');
    expect(run()).toMatchObject({ dir: 'ltr', dense: false });
  });

  it.each([
    ['', undefined],
    ['', 'JS'],
    ['', 'garbage'],
    ['#Demo.js', 'TS'],
    ['#Demo.tsx', 'JS'],
    ['#section', 'JS'],
  ])('chooses the code variant as the core rule does (hash %j, cookie %j)', (hash, cookie) => {
    if (cookie) {
      document.cookie = `codeVariant=${cookie}; path=/`;
    }
    const expected = resolveCodeVariant(hash, cookie);
    expect(run({ hash }).variant).toBe(expected.value);
    expect(cookieValue('codeVariant')).toBe(expected.persist ? expected.value : cookie);
  });

  it.each([
    ['', undefined],
    ['', 'tailwind'],
    ['', 'sass'],
    ['#css-BasicGrid.tsx', 'tailwind'],
    ['#tailwind-section', 'css'],
  ])('chooses the code styling as the core rule does (hash %j, cookie %j)', (hash, cookie) => {
    if (cookie) {
      document.cookie = `codeStyling=${cookie}; path=/`;
    }
    const expected = resolveCodeStyling(hash, cookie);
    expect(run({ hash }).styling).toBe(expected.value);
    expect(cookieValue('codeStyling')).toBe(expected.value);
  });

  it('survives storage that throws', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(run({ prefersDark: true })).toMatchObject({ scheme: 'dark', dir: 'ltr', variant: 'TS' });
    getItem.mockRestore();
  });
});

describe('API page views before the first paint', () => {
  it('applies each section’s stored list view, and nothing for the table or a corrupt value (as parseApiView reads them)', async () => {
    const { parseApiView } = await import('../../../src/core/preferences');
    const cases: Array<[string, string | null]> = [
      ['expanded', 'expanded'],
      ['collapsed', 'collapsed'],
      ['table', null],
      ['{bad', null],
    ];
    for (const [stored, attribute] of cases) {
      localStorage.setItem('docs-api-view-slots', stored);
      document.documentElement.removeAttribute('data-api-view-slots');
      run();
      expect(document.documentElement.getAttribute('data-api-view-slots')).toBe(attribute);
      expect(parseApiView(stored)).toBe(attribute ?? 'table');
    }
  });
});
