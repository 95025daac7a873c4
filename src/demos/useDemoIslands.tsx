import * as React from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { DemoThemeProvider } from '../providers';
import { DemoErrorBoundary } from './DemoErrorBoundary';

/** Texts of the crash message, read from the page (islands render outside the page's providers). */
interface IslandLabels {
  crashed: string;
  retry: string;
}

/** How far below the viewport a demo starts loading. */
export const DEMO_LOAD_MARGIN = '300px';

async function hydrateDemo(element: HTMLElement, labels: IslandLabels): Promise<Root | null> {
  const { demoLoaders } = await import('../../.generated/demos');
  const load = demoLoaders[element.dataset.demo ?? ''];
  if (!load) {
    return null;
  }
  const { default: Component } = await load();
  return hydrateRoot(
    element,
    <DemoThemeProvider>
      <DemoErrorBoundary label={labels.crashed} retryLabel={labels.retry}>
        <Component />
      </DemoErrorBoundary>
    </DemoThemeProvider>,
    // A crash is shown in the demo itself; keep it out of the console as an uncaught error.
    { onCaughtError: (error) => console.warn('Demo error:', error) },
  );
}

/**
 * Hydrates each demo of the page's static body as its own island when it nears the viewport: the page's
 * initial JavaScript holds no demo code, and a demo's markup is interactive once its chunk arrives.
 * (`npm run dev` renders the body live instead, demos included.)
 */
export function useDemoIslands(labels: IslandLabels) {
  const { crashed, retry } = labels;
  React.useEffect(() => {
    if (process.env.NODE_ENV === 'development') {
      return undefined;
    }
    const elements = [...document.querySelectorAll<HTMLElement>('[data-demo]')];
    if (elements.length === 0) {
      return undefined;
    }
    const roots: Root[] = [];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            observer.unobserve(entry.target);
            void hydrateDemo(entry.target as HTMLElement, { crashed, retry }).then((root) => root && roots.push(root));
          }
        }
      },
      { rootMargin: DEMO_LOAD_MARGIN },
    );
    elements.forEach((element) => observer.observe(element));
    return () => {
      observer.disconnect();
      roots.forEach((root) => root.unmount());
    };
  }, [crashed, retry]);
}
