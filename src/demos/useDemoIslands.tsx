import * as React from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { DemoThemeProvider } from '../providers';

/** How far below the viewport a demo starts loading. */
export const DEMO_LOAD_MARGIN = '300px';

async function hydrateDemo(element: HTMLElement): Promise<Root | null> {
  const { demoLoaders } = await import('../../.generated/demos');
  const load = demoLoaders[element.dataset.demo ?? ''];
  if (!load) {
    return null;
  }
  const { default: Component } = await load();
  return hydrateRoot(
    element,
    <DemoThemeProvider>
      <Component />
    </DemoThemeProvider>,
  );
}

/**
 * Hydrates each demo of the page's static body as its own island when it nears the viewport: the page's
 * initial JavaScript holds no demo code, and a demo's markup is interactive once its chunk arrives.
 * (`npm run dev` renders the body live instead, demos included.)
 */
export function useDemoIslands() {
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
            void hydrateDemo(entry.target as HTMLElement).then((root) => root && roots.push(root));
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
  }, []);
}
