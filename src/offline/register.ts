import { SERVICE_WORKER_FILE } from '../core/facts/offline.mjs';
import { CACHE_PAGES_MESSAGE, type OfflineScope, updateAction } from './scope';

/**
 * Registers the scope's worker (loaded only on the production host, for `/x/` pages) and:
 * - once a worker is active, asks it to fetch the scope's pages in the background (it does so once per build);
 * - when a new worker takes over after a deploy, reloads the page exactly once: at once if it has focus, else
 *   when it next gains focus, so a page in a background tab never reloads under nobody's eyes.
 * Once registered (and listening for a new worker), `<html data-offline-scope>` names the scope.
 */
export async function registerServiceWorker(scope: OfflineScope): Promise<void> {
  if (!('serviceWorker' in navigator)) {
    return;
  }
  const container = navigator.serviceWorker;
  let hadController = Boolean(container.controller);
  let reloading = false;
  const reload = () => {
    if (!reloading) {
      reloading = true;
      window.location.reload();
    }
  };
  container.addEventListener('controllerchange', () => {
    const action = updateAction({ hadController, reloading, hasFocus: document.hasFocus() });
    hadController = true;
    if (action === 'reload') {
      reload();
    } else if (action === 'reload-on-focus') {
      window.addEventListener('focus', reload, { once: true });
    }
  });
  try {
    const registration = await container.register(`${scope}${SERVICE_WORKER_FILE}`, { scope, updateViaCache: 'none' });
    document.documentElement.dataset.offlineScope = scope;
    const askToCache = (worker: ServiceWorker | null) => worker?.postMessage({ type: CACHE_PAGES_MESSAGE });
    if (registration.active) {
      askToCache(registration.active);
    } else {
      const installing = registration.installing ?? registration.waiting;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'activated') {
          askToCache(installing);
        }
      });
    }
  } catch (error) {
    // No worker (a private window, a blocked origin): the site works as before, online only.
    console.warn('Offline support is not available:', error);
  }
}
