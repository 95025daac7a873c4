// How demos and code samples are shown, written once for the build and the browser (see README "Architecture"). Plain JavaScript, so the
// build's plain-Node modules import it without a transform; the `.d.mts` beside it types it.

/** The ways a demo's styles are written, in the toolbar's order; `system` (MUI System) is every demo's default. */
export const CODE_STYLINGS = ['system', 'tailwind', 'css'];
export const DEFAULT_CODE_STYLING = 'system';

/** The languages a demo's source is shown in; TypeScript first and by default. */
export const CODE_VARIANTS = ['TS', 'JS'];

/** How a demo sits on the page (`<Demo bg="…">`); `outlined` by default. */
export const DEMO_BACKGROUNDS = ['outlined', 'inline', 'playground'];
