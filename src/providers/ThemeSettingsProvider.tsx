import * as React from 'react';
import { readStored, writeStored } from '../utils';
import {
  DEFAULT_THEME_SETTINGS,
  DENSITY_STORAGE_KEY,
  DIRECTION_STORAGE_KEY,
  parseDense,
  parseDirection,
  themeSettingsReducer,
  type Direction,
  type ThemeSettings,
  DENSE_ATTRIBUTE,
} from '../core/preferences';

interface ThemeSettingsValue {
  settings: ThemeSettings;
  setDirection: (direction: Direction) => void;
  setDense: (dense: boolean) => void;
  /** Record the resolved mode of the colour scheme runtime (called by the theme provider). */
  syncPaletteMode: (mode: 'light' | 'dark') => void;
}

const ThemeSettingsContext = React.createContext<ThemeSettingsValue | null>(null);

/**
 * Theme settings: density, direction and the resolved palette mode. The stored colour mode (MUI's colour
 * scheme runtime) is the one source of truth for mode; `paletteMode` follows it. Direction and density were
 * applied to `<html>` before the first paint; this provider reads them after hydration and applies changes.
 */
export function ThemeSettingsProvider({ children }: { children: React.ReactNode }) {
  const [settings, dispatch] = React.useReducer(themeSettingsReducer, DEFAULT_THEME_SETTINGS);

  React.useEffect(() => {
    dispatch({ type: 'CHANGE', payload: { direction: parseDirection(readStored(DIRECTION_STORAGE_KEY)) } });
    dispatch({ type: 'SET_DENSE', payload: parseDense(readStored(DENSITY_STORAGE_KEY)) });
  }, []);

  const syncPaletteMode = React.useCallback((paletteMode: 'light' | 'dark') => {
    dispatch({ type: 'CHANGE', payload: { paletteMode } });
  }, []);

  const setDirection = React.useCallback((direction: Direction) => {
    dispatch({ type: 'CHANGE', payload: { direction } });
    writeStored(DIRECTION_STORAGE_KEY, direction);
    document.documentElement.setAttribute('dir', direction);
  }, []);

  const setDense = React.useCallback((dense: boolean) => {
    dispatch({ type: 'SET_DENSE', payload: dense });
    writeStored(DENSITY_STORAGE_KEY, String(dense));
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
