/**
 * Calls `read` now and whenever one of `attributes` of `<html>` changes (the preferences script sets them before
 * the first paint; the settings panel and the colour scheme change them later). Returns the function that stops.
 */
export function followHtmlAttributes(attributes: string[], read: () => void): () => void {
  read();
  const observer = new MutationObserver(read);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: attributes });
  return () => observer.disconnect();
}
