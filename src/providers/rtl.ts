// Right-to-left support, a separate chunk loaded only for readers who chose right to left.
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createDocsTheme } from './theme';

/** An Emotion cache that mirrors physical properties (left ↔ right), and the theme with `direction: 'rtl'`. */
export const rtlCache = createEmotionCache({ key: 'muirtl', enableCssLayer: true, stylisPlugins: [prefixer, rtlPlugin] });
export const rtlTheme = createDocsTheme('rtl');
