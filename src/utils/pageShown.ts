import * as React from 'react';

/** `document.prerendering`: true while Chromium prerenders the page for a link the reader may follow. */
interface PrerenderingDocument extends Document {
  prerendering?: boolean;
}

/**
 * Runs `callback` once the page is shown to the reader: at once, or, while the browser prerenders it (the speculation
 * rules of `src/core/head.ts`), after the page's first frame on screen once the reader follows the link
 * (`prerenderingchange`, then a frame and a task), so that what it starts does not hold back that frame. A
 * prerendered page that is never shown never runs it. Returns the function that cancels the wait.
 */
export function whenShown(callback: () => void, doc: Document = document): () => void {
  if (!(doc as PrerenderingDocument).prerendering) {
    callback();
    return () => {};
  }
  let cancelled = false;
  const listener = () => {
    requestAnimationFrame(() => {
      setTimeout(() => {
        if (!cancelled) {
          callback();
        }
      }, 0);
    });
  };
  doc.addEventListener('prerenderingchange', listener, { once: true });
  return () => {
    cancelled = true;
    doc.removeEventListener('prerenderingchange', listener);
  };
}

/** False on the server, while hydrating and while prerendered; true once the page is shown (see `whenShown`). */
export function usePageShown(): boolean {
  const [shown, setShown] = React.useState(false);
  React.useEffect(() => whenShown(() => setShown(true)), []);
  return shown;
}
