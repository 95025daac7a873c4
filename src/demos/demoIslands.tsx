import type { Root } from 'react-dom/client';
import type { DemoRootLabels } from './demoRoot';
import { showDemoUnavailable, type UnavailableLabels } from './demoUnavailable';
import { DEMO_LOAD_MARGIN } from './events';

/** Texts of the crash message and of the reload offer, read from the page (islands render outside the page's providers). */
export interface IslandLabels extends UnavailableLabels, DemoRootLabels {}

/** The longest a demo near the viewport waits for an idle main thread before it loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

async function hydrateDemo(element: HTMLElement, labels: IslandLabels): Promise<Root | null> {
  // A demo's id is its page and its name (`x/react-charts/bars/WeeklyVisits`); a page's demos load together, with
  // the code that makes them live (`demoRoot`: the theme and Emotion), which no toolbar needs.
  const id = element.dataset.demo ?? '';
  const [{ demoPages }, { mountDemo }] = await Promise.all([import('../../.generated/demos'), import('./demoRoot')]);
  const load = demoPages[id.slice(0, id.lastIndexOf('/'))];
  const Component = load && (await load())[id.slice(id.lastIndexOf('/') + 1)];
  if (!Component) {
    return null;
  }
  return mountDemo(element, Component, labels);
}

/** `<html data-demos>` once the demos of the page start as they near the viewport. */
const DEMOS_WATCHING = 'watching';

/** Load every demo at once instead of as it nears the viewport: only for the islands benchmark's "before". */
const EAGER = process.env.NEXT_PUBLIC_DOCS_DEMOS_EAGER === '1';

/**
 * Hydrates each demo of the page's static body as its own island when it nears the viewport: the page's
 * initial JavaScript holds no demo code, and a demo's markup is interactive once its chunk arrives.
 * Returns the function that stops observing and unmounts the islands.
 */
export function startDemoIslands(labels: IslandLabels): () => void {
  const { crashed, retry, unavailable, reload } = labels;
  const elements = [...document.querySelectorAll<HTMLElement>('[data-demo]')];
  if (elements.length === 0) {
    return () => {};
  }
  const roots: Root[] = [];
  const start = (element: HTMLElement) =>
    void hydrateDemo(element, { crashed, retry, unavailable, reload }).then(
      (root) => root && roots.push(root),
      (error: unknown) => {
        console.warn('A demo could not load:', error);
        showDemoUnavailable(element, { unavailable, reload });
      },
    );
  if (EAGER) {
    elements.forEach(start);
    return () => roots.forEach((root) => root.unmount());
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) {
          observer.unobserve(entry.target);
          start(entry.target as HTMLElement);
        }
      }
    },
    { rootMargin: DEMO_LOAD_MARGIN },
  );
  // Demos wait until the page itself has hydrated and the main thread is idle, so a demo in the first
  // viewport does not lengthen the page's start-up work; its server markup is on screen meanwhile.
  const observe = () => {
    elements.forEach((element) => observer.observe(element));
    // From now on, a demo that comes near the viewport starts: what a test waits for before it scrolls.
    document.documentElement.dataset.demos = DEMOS_WATCHING;
  };
  const idle = window.requestIdleCallback?.(observe, { timeout: IDLE_TIMEOUT_MS });
  const timer = idle === undefined ? window.setTimeout(observe, 1) : undefined;
  return () => {
    if (idle !== undefined) {
      window.cancelIdleCallback(idle);
    }
    window.clearTimeout(timer);
    observer.disconnect();
    delete document.documentElement.dataset.demos;
    roots.forEach((root) => root.unmount());
  };
}
