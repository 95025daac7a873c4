import * as React from 'react';
import { IslandBoundary } from './IslandBoundary';
import { ReloadOffer } from './ReloadOffer';
import type { SharedLoader } from './sharedLoader';
import { useLazyModule } from './useLazyModule';

export interface OpenedIslandProps<P> {
  /** The island's module; its default export is the component. */
  load: SharedLoader<{ default: React.ComponentType<P> }>;
  open: boolean;
  /**
   * How many times the reader opened it: nothing is requested before the first time, and each opening after a
   * failed load tries again.
   */
  attempt: number;
  /** The component's props (its own `open` among them). */
  props: P;
  /** The offer shown while open, when the code could not load or threw: "Search could not load. Reload the page." */
  failedMessage: string;
  reloadLabel: string;
  dismissLabel: string;
  /** Closes the island (Escape or the offer's dismiss button). */
  onDismiss: () => void;
}

/**
 * An island the reader opens (search, settings): its code loads on the first opening and stays mounted after;
 * when the code cannot load or the island throws, a reload offer floats where it would have opened.
 */
export function OpenedIsland<P extends object>({
  load,
  open,
  attempt,
  props,
  failedMessage,
  reloadLabel,
  dismissLabel,
  onDismiss,
}: OpenedIslandProps<P>) {
  const { status, module } = useLazyModule(load, attempt > 0, attempt);
  const offer = open ? (
    <ReloadOffer message={failedMessage} reloadLabel={reloadLabel} dismissLabel={dismissLabel} onDismiss={onDismiss} />
  ) : null;
  if (status === 'failed') {
    return offer;
  }
  const Component = module?.default;
  return Component ? (
    <IslandBoundary fallback={offer}>
      <Component {...props} />
    </IslandBoundary>
  ) : null;
}
