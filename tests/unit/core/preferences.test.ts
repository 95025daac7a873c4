import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  codeStylingFromHash,
  codeVariantFromHash,
  DEFAULT_THEME_SETTINGS,
  parseColorMode,
  parseDense,
  parseDirection,
  resolveCodeStyling,
  resolveCodeVariant,
  themeSettingsReducer,
  type ThemeSettingsAction,
} from '../../../src/core/preferences';

afterEach(() => vi.restoreAllMocks());

describe('theme settings reducer', () => {
  it('sets and resets density', () => {
    const dense = themeSettingsReducer(DEFAULT_THEME_SETTINGS, { type: 'SET_DENSE', payload: true });
    expect(dense).toEqual({ ...DEFAULT_THEME_SETTINGS, dense: true });
    expect(themeSettingsReducer(dense, { type: 'RESET_DENSITY' })).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('changes palette mode and direction together or apart', () => {
    expect(themeSettingsReducer(DEFAULT_THEME_SETTINGS, { type: 'CHANGE', payload: { paletteMode: 'dark' } })).toEqual({
      dense: false,
      direction: 'ltr',
      paletteMode: 'dark',
    });
    expect(
      themeSettingsReducer(DEFAULT_THEME_SETTINGS, {
        type: 'CHANGE',
        payload: { direction: 'rtl', paletteMode: 'dark' },
      }),
    ).toEqual({ dense: false, direction: 'rtl', paletteMode: 'dark' });
  });

  it('returns the same state object when nothing changes', () => {
    const state = { ...DEFAULT_THEME_SETTINGS };
    expect(themeSettingsReducer(state, { type: 'CHANGE', payload: { paletteMode: 'light', direction: 'ltr' } })).toBe(
      state,
    );
    expect(themeSettingsReducer(state, { type: 'CHANGE', payload: {} })).toBe(state);
    expect(themeSettingsReducer(state, { type: 'SET_DENSE', payload: false })).toBe(state);
    expect(themeSettingsReducer(state, { type: 'RESET_DENSITY' })).toBe(state);
  });

  it('throws and logs on an unknown action type', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      themeSettingsReducer(DEFAULT_THEME_SETTINGS, { type: 'SPIN' } as unknown as ThemeSettingsAction),
    ).toThrow('Unrecognized type SPIN');
    expect(error).toHaveBeenCalledWith('Unrecognized type SPIN');
  });
});

describe('stored preferences', () => {
  it('reads colour modes, falling back to system', () => {
    expect(parseColorMode('dark')).toBe('dark');
    expect(parseColorMode('light')).toBe('light');
    expect(parseColorMode('system')).toBe('system');
    expect(parseColorMode('Dark')).toBe('system');
    expect(parseColorMode('{"mode":"dark"}')).toBe('system');
    expect(parseColorMode(null)).toBe('system');
  });

  it('reads direction and density', () => {
    expect(parseDirection('rtl')).toBe('rtl');
    expect(parseDirection('RTL')).toBe('ltr');
    expect(parseDirection(undefined)).toBe('ltr');
    expect(parseDense('true')).toBe(true);
    expect(parseDense('1')).toBe(false);
    expect(parseDense(null)).toBe(false);
  });
});

describe('code variant', () => {
  it('reads the hash', () => {
    expect(codeVariantFromHash('#BasicButtons.js')).toBe('JS');
    expect(codeVariantFromHash('#BasicButtons.tsx')).toBe('TS');
    expect(codeVariantFromHash('#BasicButtons.ts')).toBeNull();
    expect(codeVariantFromHash('#basic-usage')).toBeNull();
    expect(codeVariantFromHash('')).toBeNull();
  });

  it('lets the hash win over the cookie and persists it', () => {
    expect(resolveCodeVariant('#Demo.js', 'TS')).toEqual({ value: 'JS', persist: true });
    expect(resolveCodeVariant('#Demo.tsx', 'JS')).toEqual({ value: 'TS', persist: true });
  });

  it('uses a valid cookie, else TypeScript, without writing', () => {
    expect(resolveCodeVariant('', 'JS')).toEqual({ value: 'JS', persist: false });
    expect(resolveCodeVariant('#section', 'garbage')).toEqual({ value: 'TS', persist: false });
    expect(resolveCodeVariant('', 'js')).toEqual({ value: 'TS', persist: false });
    expect(resolveCodeVariant('', undefined)).toEqual({ value: 'TS', persist: false });
  });
});

describe('code styling', () => {
  it('reads a styling from a file link in the hash', () => {
    expect(codeStylingFromHash('#tailwind-BasicGrid.tsx')).toBe('tailwind');
    expect(codeStylingFromHash('#css-BasicGrid.js')).toBe('css');
    expect(codeStylingFromHash('#system-BasicGrid.js')).toBe('system');
    expect(codeStylingFromHash('#tailwind-section')).toBeNull();
    expect(codeStylingFromHash('#BasicGrid.js')).toBeNull();
  });

  it('prefers the hash, then a valid cookie, then MUI System, and always writes back', () => {
    expect(resolveCodeStyling('#css-Grid.tsx', 'tailwind')).toEqual({ value: 'css', persist: true });
    expect(resolveCodeStyling('', 'tailwind')).toEqual({ value: 'tailwind', persist: true });
    expect(resolveCodeStyling('', 'sass')).toEqual({ value: 'system', persist: true });
    expect(resolveCodeStyling('#x', undefined)).toEqual({ value: 'system', persist: true });
  });
});
