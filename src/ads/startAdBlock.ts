import type { DocsContextValue } from '../providers';
import type { AdConfig } from './AdProvider';
import { reportAdCrash } from './crash';

/**
 * Starts the page's ad block, if it has one and ads are on: the ad's code loads from a chunk of its own after the
 * page has started. An ad whose code cannot load is a crash: its block stays empty and the crash is reported.
 * Returns the function that removes the ad.
 */
export function startAdBlock(context: DocsContextValue, config: AdConfig): () => void {
  const container = document.querySelector<HTMLElement>('[data-ad-block]');
  if (!container || !config.enabled) {
    return () => {};
  }
  let stop: (() => void) | null = null;
  let stopped = false;
  import('./adIsland').then(
    ({ mountAd }) => {
      if (!stopped) {
        stop = mountAd(container, context, config);
      }
    },
    () => reportAdCrash(),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
