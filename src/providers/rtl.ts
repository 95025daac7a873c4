// Right-to-left support, a separate chunk loaded only for readers who chose right to left.
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createAppendOnlyCache } from './emotionCache';
import { createDocsTheme } from './theme';

/** An Emotion cache that mirrors physical properties (left ↔ right), and the theme with `direction: 'rtl'`. */
export const rtlCache = createAppendOnlyCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
export const rtlTheme = createDocsTheme('rtl');
