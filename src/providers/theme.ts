import type {} from '@mui/material/themeCssVarsAugmentation';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { createTheme } from '@mui/material/styles';
import { THEME_COLORS } from '../core/head';
import { COLOR_SCHEME_ATTRIBUTE } from '../core/preferences';

const systemFont = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The site's own theme: light and dark schemes as CSS variables, so switching modes swaps one attribute
 * on `<html>` without a React render or a flash. One instance per direction.
 */
export function createDocsTheme(direction: 'ltr' | 'rtl') {
  return createTheme({
    direction,
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#0b5cad' },
          secondary: { main: '#7b1fa2' },
          background: { default: THEME_COLORS.light, paper: THEME_COLORS.light },
          text: { primary: '#1a2027', secondary: '#4a5563' },
          divider: '#dde3ea',
        },
      },
      dark: {
        palette: {
          primary: { main: '#7cb8ff' },
          secondary: { main: '#ce93d8' },
          background: { default: THEME_COLORS.dark, paper: '#10141b' },
          text: { primary: '#e7ebf0', secondary: '#b2bac2' },
          divider: '#2a323d',
        },
      },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    spacing: 8,
    shape: { borderRadius: 4 },
    typography: {
      fontFamily: systemFont,
      h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.2rem', fontWeight: 600, lineHeight: 1.4 },
      h4: { fontSize: '1.05rem', fontWeight: 600, lineHeight: 1.4 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      // Each input would mount a global style of two keyframes, by which it notices the browser's autofill: in the
      // browser, each one a style sheet changed and the whole page restyled (a page of text fields has dozens). The
      // keyframes, and the animations that fire them, are in the site's stylesheet instead (src/layout/globalCss.ts).
      MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
      // The Data Grid probes `Function(...)` to compile its filters; the site's Content-Security-Policy allows no
      // eval, so the probe would be reported as a violation. Its eval-free filtering is used from the start.
      MuiDataGrid: { defaultProps: { disableEval: true } },
    },
  });
}

export const docsTheme = createDocsTheme('ltr');
