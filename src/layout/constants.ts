/** Frame dimensions shared by the app bar, drawer, table of contents and heading scroll offsets. */
export const APP_BAR_HEIGHT = 64;
export const NAV_WIDTH = 272;
export const TOC_WIDTH = 232;
/** How far below the viewport top a heading counts as "current" for the table of contents. */
export const TOC_ACTIVE_OFFSET = APP_BAR_HEIGHT + 40;
export const MAIN_CONTENT_ID = 'main-content';
