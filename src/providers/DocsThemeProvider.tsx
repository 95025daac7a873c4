import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { parseDirection, type Direction } from '../core/preferences';
import { followHtmlAttributes } from '../utils';
import { createAppendOnlyCache } from './emotionCache';
import { docsTheme } from './theme';
import { useThemeSettings } from './ThemeSettingsProvider';

// The browser's left-to-right cache; the right-to-left one comes with its chunk (./rtl) when needed.
let ltrCache: EmotionCache | null = null;

function browserLtrCache(): EmotionCache {
  ltrCache ??= createAppendOnlyCache({ key: 'mui' });
  return ltrCache;
}

function useRightToLeft(direction: Direction) {
  const [rtl, setRtl] = React.useState<{ cache: EmotionCache; theme: Theme } | null>(null);
  React.useEffect(() => {
    if (direction === 'rtl' && !rtl) {
      let active = true;
      import('./rtl').then(
        ({ rtlCache, rtlTheme }) => {
          if (active) {
            setRtl({ cache: rtlCache, theme: rtlTheme });
          }
        },
        // The page keeps its left-to-right styles; the text itself already runs right to left (`dir`).
        () => {},
      );
      return () => {
        active = false;
      };
    }
    return undefined;
  }, [direction, rtl]);
  return direction === 'rtl' ? rtl : null;
}

/**
 * Keeps the theme settings' resolved palette mode in step with MUI's colour scheme runtime. (The page's shell makes a
 * change of scheme instant, whoever sets it: `shell/colorScheme`.)
 */
function PaletteModeSync() {
  const { colorScheme } = useColorScheme();
  const settings = useThemeSettings();
  const sync = settings?.syncPaletteMode;
  React.useEffect(() => {
    if (sync && (colorScheme === 'light' || colorScheme === 'dark')) {
      sync(colorScheme);
    }
  }, [colorScheme, sync]);
  return null;
}

/**
 * The theme's CSS variables (both colour schemes) are a global stylesheet the server render puts in the
 * page's head; it never changes, so the browser does not build it again (that is work at every hydration,
 * and again in every demo island).
 */
const generateThemeStyleSheet = typeof window === 'undefined';

/**
 * `<html>`'s direction, followed live (the settings panel changes it). Left to right until hydrated, as the server
 * rendered it.
 */
function useDocumentDirection(): Direction {
  const [direction, setDirection] = React.useState<Direction>('ltr');
  React.useEffect(
    () =>
      followHtmlAttributes(['dir'], () => setDirection(parseDirection(document.documentElement.getAttribute('dir')))),
    [],
  );
  return direction;
}

/**
 * The theme and the shared Emotion cache for a separately hydrated island (a demo), in the page's direction: a demo
 * hydrates as the server rendered it, left to right, then turns right to left with the page (at once, or when the
 * reader switches), with the mirrored cache and theme.
 */
export function DemoThemeProvider({ children }: { children: React.ReactNode }) {
  const rtl = useRightToLeft(useDocumentDirection());
  return (
    <CacheProvider value={rtl?.cache ?? browserLtrCache()}>
      <ThemeProvider theme={rtl?.theme ?? docsTheme} disableStyleSheetGeneration>
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

export interface DocsThemeProviderProps {
  /** The server render's cache (from `_document`); the browser uses its own. */
  emotionCache?: EmotionCache;
  children: React.ReactNode;
}

/**
 * Emotion cache and MUI theme for the reader's direction. The server always renders left to right;
 * a right-to-left reader's page switches after hydration (the frame itself uses logical properties and
 * the `dir` attribute set before the first paint, so it is already flipped).
 */
export function DocsThemeProvider({ emotionCache, children }: DocsThemeProviderProps) {
  const direction = useThemeSettings()?.settings.direction ?? 'ltr';
  const rtl = useRightToLeft(direction);
  const cache = rtl?.cache ?? (typeof window === 'undefined' ? emotionCache! : browserLtrCache());
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={rtl?.theme ?? docsTheme} disableStyleSheetGeneration={!generateThemeStyleSheet}>
        <PaletteModeSync />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
