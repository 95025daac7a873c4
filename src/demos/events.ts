/** Dispatched on a demo's `[data-demo]` element by the toolbar's reset button: the island remounts the demo. */
export const DEMO_RESET_EVENT = 'docs:demo-reset';

/** How far below the viewport a demo starts loading (its observer's `rootMargin`). */
export const DEMO_LOAD_MARGIN = '300px';

/** Set on a demo's `[data-demo]` element once it is live (what tests wait for; the block's styles read it too). */
export const DEMO_READY_ATTRIBUTE = 'data-demo-ready';
