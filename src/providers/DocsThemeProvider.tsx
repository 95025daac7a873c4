import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { docsTheme, docsThemeRtl } from './theme';
import { useThemeSettings } from './ThemeSettingsProvider';

// Browser caches, one per direction; the right-to-left one mirrors physical properties (left ↔ right).
let browserCaches: { ltr: EmotionCache; rtl: EmotionCache } | null = null;

function browserCache(direction: 'ltr' | 'rtl'): EmotionCache {
  browserCaches ??= {
    ltr: createEmotionCache({ key: 'mui', enableCssLayer: true }),
    rtl: createEmotionCache({ key: 'muirtl', enableCssLayer: true, stylisPlugins: [prefixer, rtlPlugin] }),
  };
  return browserCaches[direction];
}

/** Keeps the theme settings' resolved palette mode in step with MUI's colour scheme runtime. */
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
  const cache = typeof window === 'undefined' ? emotionCache! : browserCache(direction);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={direction === 'rtl' ? docsThemeRtl : docsTheme} disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        <PaletteModeSync />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
