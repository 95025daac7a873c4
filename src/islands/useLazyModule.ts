import * as React from 'react';
import type { SharedLoader } from './sharedLoader';

/** Where an island's code stands: not asked for yet, on its way, there, or failed to arrive. */
export type LazyModule<T> = { status: 'idle' | 'loading' | 'failed'; module: null } | { status: 'ready'; module: T };

const IDLE = { status: 'idle', module: null } as const;

/**
 * The code of an island that loads on demand (search's dialog, the settings drawer, the ad), once `wanted` is
 * true. A chunk that does not arrive has already been asked for a second time by the bundler's runtime, after a
 * short pause; then the island is `failed` and shows its reload offer in its own place, instead of throwing into
 * the page (an error thrown while rendering would replace the whole page with Next's error screen). Each time
 * `attempt` changes while `wanted`, a failed load is tried again (`once` forgets a failed promise).
 */
export function useLazyModule<T>(load: SharedLoader<T>, wanted: boolean, attempt = 0): LazyModule<T> {
  const [state, setState] = React.useState<LazyModule<T>>(IDLE);
  React.useEffect(() => {
    if (!wanted) {
      return undefined;
    }
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading', module: null }));
    load().then(
      (module) => current && setState({ status: 'ready', module }),
      // The browser has logged the failed request already.
      () => current && setState({ status: 'failed', module: null }),
    );
    return () => {
      current = false;
    };
  }, [load, wanted, attempt]);
  return state;
}
