import { parseCodeVariant, CODE_VARIANT_ATTRIBUTE } from '../core/preferences';

/** One code-styling variant of a demo's JavaScript file (`build/demos/demoJs.mjs`), highlighted. */
export interface JsVariant {
  styling: string;
  html: string;
  /** The returned JSX alone, when the TypeScript has a short preview; null otherwise. */
  preview: string | null;
}

/** The variants of a demo's JavaScript file. Anything else (a host's error page, a cut-off file) reads as none. */
export function parseDemoJs(value: unknown): JsVariant[] {
  const variants = typeof value === 'object' && value !== null ? (value as { variants?: unknown }).variants : undefined;
  if (!Array.isArray(variants)) {
    return [];
  }
  return variants.flatMap((variant: unknown) => {
    const { styling, html, preview } = (typeof variant === 'object' && variant !== null ? variant : {}) as Record<
      string,
      unknown
    >;
    return typeof styling === 'string' && typeof html === 'string' && (preview === null || typeof preview === 'string')
      ? [{ styling, html, preview }]
      : [];
  });
}

/**
 * Puts each variant's JavaScript beside its TypeScript in a demo's `.demo-source`: a copy of the TypeScript block
 * (so it keeps its styles) with the JavaScript in it, inserted before it, which CSS shows instead when the reader
 * chose JS. Returns whether any was inserted.
 */
export function insertJsVariants(source: Element, variants: readonly JsVariant[]): boolean {
  let inserted = false;
  for (const variant of variants) {
    const block = [...source.querySelectorAll(':scope > [data-styling]')].find(
      (element) => element.getAttribute('data-styling') === variant.styling,
    );
    const ts = block?.querySelector(':scope > [data-variant="TS"]');
    if (!block || !ts || block.querySelector(':scope > [data-variant="JS"]')) {
      continue;
    }
    const js = ts.cloneNode(true) as Element;
    js.setAttribute('data-variant', 'JS');
    for (const element of js.querySelectorAll('.language-tsx')) {
      element.classList.replace('language-tsx', 'language-jsx');
    }
    const full = js.querySelector('.demo-code-full code');
    if (!full) {
      continue;
    }
    full.innerHTML = variant.html;
    const previewCode = js.querySelector('.demo-code-preview code');
    if (previewCode) {
      // A TypeScript preview whose JavaScript makes none (Prettier wrapped it longer) shows the whole JavaScript.
      previewCode.innerHTML = variant.preview ?? variant.html;
    }
    block.insertBefore(js, ts);
    inserted = true;
  }
  return inserted;
}

const loads = new WeakMap<Element, Promise<boolean>>();

/**
 * Fetches a demo's JavaScript (the address in its `.demo-source[data-js]`) once and inserts it; resolves whether
 * it is there. A failed load (offline, a file a new deploy removed) leaves the TypeScript showing, and the next
 * call tries again.
 */
export function loadJsVariants(source: HTMLElement): Promise<boolean> {
  const url = source.dataset.js;
  const present = source.querySelector('[data-variant="JS"]') !== null;
  if (!url || present) {
    return Promise.resolve(present);
  }
  let load = loads.get(source);
  if (!load) {
    load = fetch(url)
      .then((response) => (response.ok ? response.json() : null))
      .then((json: unknown) => insertJsVariants(source, parseDemoJs(json)))
      .catch(() => false)
      .then((inserted) => {
        if (!inserted) {
          loads.delete(source);
        }
        return inserted;
      });
    loads.set(source, load);
  }
  return load;
}

/** Whether the reader reads JavaScript (`<html data-code-variant="JS">`). */
export function prefersJs(): boolean {
  return parseCodeVariant(document.documentElement.getAttribute(CODE_VARIANT_ATTRIBUTE)) === 'JS';
}

/** Loads every demo's JavaScript now if the reader reads JavaScript, and whenever they switch to it; returns how to stop. */
export function startJsVariants(): () => void {
  const fill = () => {
    if (prefersJs()) {
      document.querySelectorAll<HTMLElement>('.demo-source[data-js]').forEach((source) => void loadJsVariants(source));
    }
  };
  fill();
  const observer = new MutationObserver(fill);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [CODE_VARIANT_ATTRIBUTE] });
  return () => observer.disconnect();
}
