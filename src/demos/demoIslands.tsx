import * as React from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { DemoThemeProvider } from '../providers';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { showDemoUnavailable, type UnavailableLabels } from './demoUnavailable';
import { DEMO_LOAD_MARGIN, DEMO_RESET_EVENT } from './events';

/** Texts of the crash message and of the reload offer, read from the page (islands render outside the page's providers). */
export interface IslandLabels extends UnavailableLabels {
  crashed: string;
  retry: string;
}

/** The longest a demo near the viewport waits for an idle main thread before it loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** The demo, remounted from scratch each time the toolbar asks for a reset. */
function DemoIsland({
  element,
  labels,
  children,
}: {
  element: HTMLElement;
  labels: IslandLabels;
  children: React.ReactNode;
}) {
  const [generation, setGeneration] = React.useState(0);
  React.useEffect(() => {
    const reset = () => setGeneration((value) => value + 1);
    element.addEventListener(DEMO_RESET_EVENT, reset);
    element.dataset.demoReady = '';
    return () => {
      element.removeEventListener(DEMO_RESET_EVENT, reset);
      delete element.dataset.demoReady;
    };
  }, [element]);
  return (
    <DemoErrorBoundary key={generation} label={labels.crashed} retryLabel={labels.retry}>
      {children}
    </DemoErrorBoundary>
  );
}

async function hydrateDemo(element: HTMLElement, labels: IslandLabels): Promise<Root | null> {
  // A demo's id is its page and its name (`x/react-charts/bars/WeeklyVisits`); a page's demos load together.
  const id = element.dataset.demo ?? '';
  const { demoPages } = await import('../../.generated/demos');
  const load = demoPages[id.slice(0, id.lastIndexOf('/'))];
  const Component = load && (await load())[id.slice(id.lastIndexOf('/') + 1)];
  if (!Component) {
    return null;
  }
  const options = {
    // A crash is shown in the demo itself; keep it out of the console as an uncaught error.
    onCaughtError: (error: unknown) => console.warn('Demo error:', error),
  };
  const iframe = element.querySelector<HTMLIFrameElement>(':scope > iframe');
  if (element.dataset.demoIframe !== undefined && iframe) {
    // The iframe's content exists only in the browser: render (not hydrate) into it through a portal.
    const { FramedDemo } = await import('./FramedDemo');
    const container = document.createElement('div');
    container.hidden = true;
    element.append(container);
    const root = createRoot(container, options);
    root.render(
      <FramedDemo iframe={iframe}>
        <DemoIsland element={element} labels={labels}>
          <Component />
        </DemoIsland>
      </FramedDemo>,
    );
    return root;
  }
  return hydrateRoot(
    element,
    <DemoThemeProvider>
      <DemoIsland element={element} labels={labels}>
        <Component />
      </DemoIsland>
    </DemoThemeProvider>,
    options,
  );
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
