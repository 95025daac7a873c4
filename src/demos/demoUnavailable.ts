/** Texts of the offer a demo shows when its code could not load. */
export interface UnavailableLabels {
  /** "This demo could not load. Reload the page." */
  unavailable: string;
  /** "Reload" */
  reload: string;
}

/**
 * Marks a demo whose code could not load (a deploy removed its chunk, the network dropped, after the runtime's
 * own second try): its server-rendered preview and source stay as they are, and an offer to reload the page
 * appears below the preview. Plain DOM, since the demo's own code is what is missing; added once per demo.
 */
export function showDemoUnavailable(preview: HTMLElement, { unavailable, reload }: UnavailableLabels): void {
  if (preview.dataset.demoFailed !== undefined) {
    return;
  }
  preview.dataset.demoFailed = '';
  const offer = document.createElement('div');
  offer.className = 'island-failed';
  const text = document.createElement('span');
  text.textContent = unavailable;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = reload;
  button.addEventListener('click', () => window.location.reload());
  offer.append(text, button);
  preview.after(offer);
}
