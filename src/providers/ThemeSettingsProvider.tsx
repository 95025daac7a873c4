import * as React from 'react';
import {
  DEFAULT_THEME_SETTINGS,
  DENSE_ATTRIBUTE,
  parseDirection,
  themeSettingsReducer,
  type ThemeSettings,
} from '../core/preferences';
import { followHtmlAttributes } from '../utils';

interface ThemeSettingsValue {
  settings: ThemeSettings;
  /** Record the resolved mode of the colour scheme runtime (called by the theme provider). */
  syncPaletteMode: (mode: 'light' | 'dark') => void;
}

const ThemeSettingsContext = React.createContext<ThemeSettingsValue | null>(null);

/**
 * Theme settings: density, direction and the resolved palette mode. Direction and density are `<html>`'s `dir` and
 * `data-dense`, which the preferences script sets from storage before the first paint and the settings panel
 * (`shell/settings`) changes: this provider reads them after hydration and follows their changes, so a demo
 * already on screen turns right to left with the page. The stored colour mode (MUI's colour scheme runtime) is the
 * one source of truth for mode; `paletteMode` follows it.
 */
export function ThemeSettingsProvider({ children }: { children: React.ReactNode }) {
  const [settings, dispatch] = React.useReducer(themeSettingsReducer, DEFAULT_THEME_SETTINGS);

  React.useEffect(() => {
    const html = document.documentElement;
    return followHtmlAttributes(['dir', DENSE_ATTRIBUTE], () => {
      dispatch({ type: 'CHANGE', payload: { direction: parseDirection(html.getAttribute('dir')) } });
      dispatch({ type: 'SET_DENSE', payload: html.hasAttribute(DENSE_ATTRIBUTE) });
    });
  }, []);

  const syncPaletteMode = React.useCallback((paletteMode: 'light' | 'dark') => {
    dispatch({ type: 'CHANGE', payload: { paletteMode } });
  }, []);

  const value = React.useMemo(() => ({ settings, syncPaletteMode }), [settings, syncPaletteMode]);
  return <ThemeSettingsContext.Provider value={value}>{children}</ThemeSettingsContext.Provider>;
}

/** Theme settings, or null on pages rendered without them (the playground). */
export function useThemeSettings(): ThemeSettingsValue | null {
  return React.useContext(ThemeSettingsContext);
}
