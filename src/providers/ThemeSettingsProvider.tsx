import * as React from 'react';
import {
  DEFAULT_THEME_SETTINGS,
  DENSITY_STORAGE_KEY,
  DIRECTION_STORAGE_KEY,
  parseDense,
  parseDirection,
  themeSettingsReducer,
  type Direction,
  type ThemeSettings,
} from '../core/preferences';
import { DENSE_ATTRIBUTE } from './preferencesScript';

interface ThemeSettingsValue {
  settings: ThemeSettings;
  setDirection: (direction: Direction) => void;
  setDense: (dense: boolean) => void;
  /** Record the resolved mode of the colour scheme runtime (called by the theme provider). */
  syncPaletteMode: (mode: 'light' | 'dark') => void;
}

const ThemeSettingsContext = React.createContext<ThemeSettingsValue | null>(null);

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the setting holds for this page only.
  }
}

/**
 * Theme settings: density, direction and the resolved palette mode. The stored colour mode (MUI's colour
 * scheme runtime) is the one source of truth for mode; `paletteMode` follows it. Direction and density were
 * applied to `<html>` before the first paint; this provider reads them after hydration and applies changes.
 */
export function ThemeSettingsProvider({ children }: { children: React.ReactNode }) {
  const [settings, dispatch] = React.useReducer(themeSettingsReducer, DEFAULT_THEME_SETTINGS);

  React.useEffect(() => {
    dispatch({ type: 'CHANGE', payload: { direction: parseDirection(read(DIRECTION_STORAGE_KEY)) } });
    dispatch({ type: 'SET_DENSE', payload: parseDense(read(DENSITY_STORAGE_KEY)) });
  }, []);

  const syncPaletteMode = React.useCallback((paletteMode: 'light' | 'dark') => {
    dispatch({ type: 'CHANGE', payload: { paletteMode } });
  }, []);

  const setDirection = React.useCallback((direction: Direction) => {
    dispatch({ type: 'CHANGE', payload: { direction } });
    write(DIRECTION_STORAGE_KEY, direction);
    document.documentElement.setAttribute('dir', direction);
  }, []);

  const setDense = React.useCallback((dense: boolean) => {
    dispatch({ type: 'SET_DENSE', payload: dense });
    write(DENSITY_STORAGE_KEY, String(dense));
    document.documentElement.toggleAttribute(DENSE_ATTRIBUTE, dense);
  }, []);

  const value = React.useMemo(
    () => ({ settings, setDirection, setDense, syncPaletteMode }),
    [settings, setDirection, setDense, syncPaletteMode],
  );
  return <ThemeSettingsContext.Provider value={value}>{children}</ThemeSettingsContext.Provider>;
}

/** Theme settings, or null on pages rendered without them (the playground). */
export function useThemeSettings(): ThemeSettingsValue | null {
  return React.useContext(ThemeSettingsContext);
}
