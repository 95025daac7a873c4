// The scripts a page starts with, added after its first paint. Postbuild (`deferStartScripts` in
// `build/inline-scripts.ts`) replaces each page's `<script src="/…" defer>` tags by a JSON data block listing them,
// followed by the constant loader below; the page-weight figures, the compile hints and the service worker read
// the list as the scripts the page references.

/** Marks the data block that lists the scripts a page starts with. */
export const START_SCRIPTS_ATTRIBUTE = 'data-start-scripts';

/**
 * The constant loader after the data block: it adds the listed scripts, in order (`async = false`: they run in the
 * order they were added, as deferred scripts did), once the browser reports the page's first contentful paint
 * (a `paint` entry, which arrives after the frame is on screen). Until then the network and the main thread are
 * the HTML's: the page's text paints with no script competing for either (Lighthouse counts a request started
 * before the largest paint as part of it, too). A hidden page (a background tab, a prerendered page) paints
 * nothing, and a browser without paint entries has nothing to wait for: both add them at once; after 4 s they are
 * added whatever happened. A script that fails to load costs its behaviour only: the page is the HTML, already on
 * screen.
 */
export const START_SCRIPTS_LOADER = `(function(l){var d;function g(){d||(d=1,l.forEach(function(u){var s=document.createElement("script");s.src=u;s.async=false;document.head.appendChild(s)}))}var P=typeof PerformanceObserver=="function"?PerformanceObserver:null;if(document.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)g();else{new P(function(e){e.getEntries().some(function(x){return x.name==="first-contentful-paint"})&&g()}).observe({type:"paint",buffered:true});setTimeout(g,4e3)}})(JSON.parse(document.currentScript.previousElementSibling.textContent))`;

const LIST = new RegExp(`<script type="application/json" ${START_SCRIPTS_ATTRIBUTE}="">([^<]*)</script>`);

/** The scripts a page's start list names, in order; none when it has no list (or an unreadable one). */
export function listedStartScripts(html) {
  const match = LIST.exec(html);
  if (!match) {
    return [];
  }
  try {
    const list = JSON.parse(match[1]);
    return Array.isArray(list) ? list.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
