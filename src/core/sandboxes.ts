/**
 * The online sandboxes a demo opens in: its toolbar posts the demo's project to them in a form, so the
 * security policy's `form-action` allows exactly these (scripts/postbuild.ts).
 */
export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';
export const STACKBLITZ_RUN_URL = 'https://stackblitz.com/run';
