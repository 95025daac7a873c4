/**
 * Reader preferences and how they are stored: colour mode and direction in local storage, code variant and
 * code styling in cookies. Every stored value is validated; anything else falls back to the default.
 */
import { CODE_STYLINGS, CODE_VARIANTS, type CodeStyling, type CodeVariant } from './facts/code.mjs';

/** Storage keys of the colour mode and schemes (the ones MUI's colour scheme runtime reads too). */
export const MODE_STORAGE_KEY = 'mui-mode';
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';
export const DIRECTION_STORAGE_KEY = 'mui-direction';
export const DENSITY_STORAGE_KEY = 'mui-dense';

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const DEFAULT_COLOR_MODE: ColorMode = 'system';

export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export { CODE_VARIANTS, type CodeVariant } from './facts/code.mjs';
export const CODE_VARIANT_COOKIE = 'codeVariant';

export { CODE_STYLINGS, DEFAULT_CODE_STYLING, type CodeStyling } from './facts/code.mjs';
export const CODE_STYLING_COOKIE = 'codeStyling';
export const CODE_STYLING_LABELS: Record<CodeStyling, string> = {
  system: 'MUI System',
  tailwind: 'Tailwind CSS',
  css: 'Plain CSS',
};

/** The media query of a system set to dark: system mode follows it (first-paint script, shell, analytics). */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';
/** Attribute on `<html>` that selects the colour scheme; read by the theme and by the no-flash script. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
/** Attributes on `<html>` that carry preferences for CSS before React runs (the preferences script sets them). */
export const CODE_VARIANT_ATTRIBUTE = 'data-code-variant';
export const CODE_STYLING_ATTRIBUTE = 'data-code-styling';
export const DENSE_ATTRIBUTE = 'data-dense';

/** The reader settings the settings panel offers, each a group of buttons (`data-setting`, and analytics action). */
export type ReaderSetting = 'mode' | 'direction' | 'density' | 'code-styling';

/** Preference cookies live a year (seconds). */
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

function oneOf<T extends string>(values: readonly T[], raw: unknown): T | null {
  return typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

/** A stored colour mode, or `system` for a missing or corrupt value. */
export function parseColorMode(raw: string | null | undefined): ColorMode {
  return oneOf(COLOR_MODES, raw) ?? DEFAULT_COLOR_MODE;
}

/** A stored direction, or `ltr`. */
export function parseDirection(raw: string | null | undefined): Direction {
  return oneOf(DIRECTIONS, raw) ?? 'ltr';
}

/** A stored density flag: only the string `true` means dense. */
export function parseDense(raw: string | null | undefined): boolean {
  return raw === 'true';
}

/** The code variant a URL hash asks for: a file link ending `.js` gives JS, `.tsx` gives TS. */
export function codeVariantFromHash(hash: string): CodeVariant | null {
  if (/\.js$/.test(hash)) {
    return 'JS';
  }
  return /\.tsx$/.test(hash) ? 'TS' : null;
}

/** The code styling a URL hash asks for: a `.js`/`.tsx` file link naming `tailwind-`, `css-` or `system-`. */
export function codeStylingFromHash(hash: string): CodeStyling | null {
  if (!/\.(js|tsx)$/.test(hash)) {
    return null;
  }
  return CODE_STYLINGS.find((styling) => hash.includes(`${styling}-`)) ?? null;
}

export interface ResolvedPreference<T> {
  value: T;
  /** Whether the value must be written to its cookie (it came from the hash, or the cookie lacked it). */
  persist: boolean;
}

/** First render's code variant: the hash wins (and is persisted), then a valid cookie, then TS. */
export function resolveCodeVariant(hash: string, cookie: string | undefined): ResolvedPreference<CodeVariant> {
  const fromHash = codeVariantFromHash(hash);
  if (fromHash) {
    return { value: fromHash, persist: true };
  }
  return { value: oneOf(CODE_VARIANTS, cookie) ?? 'TS', persist: false };
}

/** First render's code styling: the hash, then a valid cookie, then `system`; always written back. */
export function resolveCodeStyling(hash: string, cookie: string | undefined): ResolvedPreference<CodeStyling> {
  return { value: codeStylingFromHash(hash) ?? oneOf(CODE_STYLINGS, cookie) ?? 'system', persist: true };
}

/** Parse a valid code variant from any value, else null (for values coming from the page). */
export function parseCodeVariant(raw: unknown): CodeVariant | null {
  return oneOf(CODE_VARIANTS, raw);
}

export function parseCodeStyling(raw: unknown): CodeStyling | null {
  return oneOf(CODE_STYLINGS, raw);
}

/** Theme settings shared by the site and its demos. */
export interface ThemeSettings {
  dense: boolean;
  direction: Direction;
  /** The resolved mode (`system` already resolved), kept in sync with the stored colour mode. */
  paletteMode: 'light' | 'dark';
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = { dense: false, direction: 'ltr', paletteMode: 'light' };

export type ThemeSettingsAction =
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'CHANGE'; payload: Partial<Pick<ThemeSettings, 'paletteMode' | 'direction'>> };

/** The theme settings reducer; returns the same object when an action changes nothing. */
export function themeSettingsReducer(state: ThemeSettings, action: ThemeSettingsAction): ThemeSettings {
  switch (action.type) {
    case 'SET_DENSE':
      return state.dense === action.payload ? state : { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return state.dense ? { ...state, dense: false } : state;
    case 'CHANGE': {
      const paletteMode = action.payload.paletteMode ?? state.paletteMode;
      const direction = action.payload.direction ?? state.direction;
      return paletteMode === state.paletteMode && direction === state.direction
        ? state
        : { ...state, paletteMode, direction };
    }
    default: {
      const { type } = action as { type: string };
      const error = new Error(`Unrecognized type ${type}`);
      console.error(error.message);
      throw error;
    }
  }
}

/** The sections of an API page whose view the reader picks, and the views. */
export const API_VIEW_SECTIONS = ['props', 'slots', 'classes'] as const;
export type ApiViewSection = (typeof API_VIEW_SECTIONS)[number];
export const API_VIEWS = ['table', 'expanded', 'collapsed'] as const;
export type ApiView = (typeof API_VIEWS)[number];
/** `localStorage` key of a section's view; `<html data-api-view-<section>>` carries it for CSS. */
export const apiViewStorageKey = (section: ApiViewSection) => `docs-api-view-${section}`;
export const apiViewAttribute = (section: ApiViewSection) => `data-api-view-${section}`;

/** A stored view, or the table when the value is missing or corrupt. */
export function parseApiView(value: string | null | undefined): ApiView {
  return (API_VIEWS as readonly string[]).includes(value ?? '') ? (value as ApiView) : 'table';
}
