import * as React from 'react';

export interface ReloadOfferProps {
  /** What could not load, and what to do: "Search could not load. Reload the page." */
  message: string;
  /** The button's label: "Reload". */
  reloadLabel: string;
  dismissLabel: string;
  /** Closes the offer (its dismiss button, or Escape). */
  onDismiss: () => void;
}

/**
 * What a feature the reader opened (search) shows in its place when its code could not load or failed (a deploy
 * removed the chunk, the network dropped): an alert with its reload button focused, that Escape or the dismiss
 * button closes. The page stays as it is, and reloading it brings the feature back.
 */
export function ReloadOffer({ message, reloadLabel, dismissLabel, onDismiss }: ReloadOfferProps) {
  const reload = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
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
    <div className="island-failed" role="alert">
      <span>{message}</span>
      <button ref={reload} type="button" onClick={() => window.location.reload()}>
        {reloadLabel}
      </button>
      <button type="button" onClick={onDismiss}>
        {dismissLabel}
      </button>
    </div>
  );
}
