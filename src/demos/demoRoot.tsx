import * as React from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { DemoThemeProvider } from '../providers';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { DEMO_READY_ATTRIBUTE, DEMO_RESET_EVENT } from './events';

/** Texts of a demo's crash message (islands render outside the page's providers). */
export interface DemoRootLabels {
  crashed: string;
  retry: string;
}

/** The demo, remounted from scratch each time the toolbar asks for a reset. */
function DemoIsland({
  element,
  labels,
  children,
}: {
  element: HTMLElement;
  labels: DemoRootLabels;
  children: React.ReactNode;
}) {
  const [generation, setGeneration] = React.useState(0);
  React.useEffect(() => {
    const reset = () => setGeneration((value) => value + 1);
    element.addEventListener(DEMO_RESET_EVENT, reset);
    element.setAttribute(DEMO_READY_ATTRIBUTE, '');
    return () => {
      element.removeEventListener(DEMO_RESET_EVENT, reset);
      element.removeAttribute(DEMO_READY_ATTRIBUTE);
    };
  }, [element]);
  return (
    <DemoErrorBoundary key={generation} label={labels.crashed} retryLabel={labels.retry}>
      {children}
    </DemoErrorBoundary>
  );
}

/**
 * Makes one demo live in its exported element: hydrates its markup with the demos' theme, or renders it into its
 * iframe. This module (with the theme and Emotion) loads with the first demo that nears the viewport, not with the
 * page's demo toolbars: a page whose demos are all below the fold starts none of Material UI's styling code.
 */
export async function mountDemo(
  element: HTMLElement,
  Component: React.ComponentType,
  labels: DemoRootLabels,
): Promise<Root> {
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
