/** Dispatched on a demo's `[data-demo]` element by the toolbar's reset button: the island remounts the demo. */
export const DEMO_RESET_EVENT = 'docs:demo-reset';

/** How far below the viewport a demo starts loading (its observer's `rootMargin`). */
export const DEMO_LOAD_MARGIN = '300px';
