import { OFFLINE_SCOPES, type OfflineScope } from '../core/facts/offline.mjs';

export { CACHE_PAGES_MESSAGE, type OfflineScope } from '../core/facts/offline.mjs';

/** The service worker scopes, longest first (a page belongs to the longest that holds it). */
const SCOPES_LONGEST_FIRST: OfflineScope[] = OFFLINE_SCOPES.map(({ scope }) => scope).sort(
  (a, b) => b.length - a.length,
);

/** Whether the page is served from the production host: hostnames compared, ports and case ignored. */
export function isProductionHost(hostname: string, productionHost: string): boolean {
  const normalize = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');
  return normalize(hostname) !== '' && normalize(hostname) === normalize(productionHost);
}

/**
 * The scope whose worker a page registers, or null: only on the production host (hostnames compared, ports
 * ignored), so a preview or a local copy never installs a worker that would outlive it.
 */
export function offlineScope(
  location: { hostname: string; pathname: string },
  productionHost: string,
): OfflineScope | null {
  if (!isProductionHost(location.hostname, productionHost)) {
    return null;
  }
  return SCOPES_LONGEST_FIRST.find((scope) => location.pathname.startsWith(scope)) ?? null;
}

export type UpdateAction = 'none' | 'reload' | 'reload-on-focus';

/**
 * What a page does when its worker changes: nothing when the page had no worker before (the first worker only
 * takes control of it) or is already reloading; else reload now when it has focus, or when it next gains focus.
 */
export function updateAction({
  hadController,
  reloading,
  hasFocus,
}: {
  hadController: boolean;
  reloading: boolean;
  hasFocus: boolean;
}): UpdateAction {
  if (!hadController || reloading) {
    return 'none';
  }
  return hasFocus ? 'reload' : 'reload-on-focus';
}
