import * as React from 'react';

export interface ReloadOfferProps {
  /** What could not load, and what to do: "Search could not load. Reload the page." */
  message: string;
  /** The button's label: "Reload". */
  reloadLabel: string;
  /**
   * A feature the reader opened (search, settings): the offer floats where it would have opened, as an alert
   * that takes focus and that Escape or the dismiss button closes.
   */
  floating?: { onDismiss: () => void; dismissLabel: string };
}

/**
 * What a feature shows in its own place when its code could not load (a deploy removed the chunk, the network
 * dropped): the page stays as it is, and reloading it brings the feature back.
 */
export function ReloadOffer({ message, reloadLabel, floating }: ReloadOfferProps) {
  const reload = React.useRef<HTMLButtonElement>(null);
  const onDismiss = floating?.onDismiss;
  React.useEffect(() => {
    if (!onDismiss) {
      return undefined;
    }
    reload.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onDismiss();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onDismiss]);
  return (
    <div className="island-failed" role={floating ? 'alert' : undefined} data-floating={floating ? '' : undefined}>
      <span>{message}</span>
      <button ref={reload} type="button" onClick={() => window.location.reload()}>
        {reloadLabel}
      </button>
      {floating ? (
        <button type="button" onClick={floating.onDismiss}>
          {floating.dismissLabel}
        </button>
      ) : null}
    </div>
  );
}
