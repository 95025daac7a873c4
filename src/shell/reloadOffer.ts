export interface ReloadOfferLabels {
  /** What could not load, and what to do: "Search could not load. Reload the page." */
  message: string;
  reload: string;
  dismiss: string;
}

/**
 * What a feature the reader opened (search) shows when its code could not load: an alert in `container`, the
 * feature's place, or floating where it would have opened when it has none yet; its reload button focused, Escape
 * or the dismiss button closes it. The DOM twin of `islands/ReloadOffer` for features whose React code is what
 * failed. Returns the function that closes it.
 */
export function showReloadOffer(labels: ReloadOfferLabels, onDismiss: () => void, container?: HTMLElement): () => void {
  const offer = document.createElement('div');
  offer.className = 'island-failed';
  offer.setAttribute('role', 'alert');
  if (!container) {
    offer.dataset.floating = '';
  }
  const text = document.createElement('span');
  text.textContent = labels.message;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = labels.reload;
  reload.addEventListener('click', () => window.location.reload());
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = labels.dismiss;
  offer.append(text, reload, dismiss);
  (container ?? document.body).append(offer);
  reload.focus();
  const close = () => {
    offer.remove();
    document.removeEventListener('keydown', onKeyDown);
  };
  const closeAndNotify = () => {
    close();
    onDismiss();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      closeAndNotify();
    }
  };
  dismiss.addEventListener('click', closeAndNotify);
  document.addEventListener('keydown', onKeyDown);
  return close;
}
