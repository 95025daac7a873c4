/** Frame dimensions and ids shared by the server's frame (src/layout), the browser's shell (src/shell) and heading offsets. */
export const APP_BAR_HEIGHT = 64;
export const NAV_WIDTH = 272;
export const TOC_WIDTH = 232;
/** How far below the viewport top a heading counts as "current" for the table of contents. */
export const TOC_ACTIVE_OFFSET = APP_BAR_HEIGHT + 40;
export const MAIN_CONTENT_ID = 'main-content';
/** The navigation's id: the menu button controls it. */
export const NAV_ID = 'docs-navigation';
