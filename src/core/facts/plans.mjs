// MUI X's plans, written once for the build and the browser (see README "Architecture"). Plain JavaScript, so the
// build's plain-Node modules import it without a transform; the `.d.mts` beside it types it.

/** MUI X's commercial plans, and how the site names them. */
export const PLANS = ['pro', 'premium'];
export const PLAN_LABELS = { pro: 'Pro', premium: 'Premium' };

/** A package's community name: `@mui/x-data-grid-premium` → `@mui/x-data-grid` (the editions share their pages). */
export function communityPackage(name) {
  return name.replace(/-(pro|premium)$/, '');
}
