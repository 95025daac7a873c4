import { createRoot } from 'react-dom/client';
import { DocsProvider, type DocsContextValue } from '../providers';
import { AdErrorBoundary } from './crash';
import AdContent from './AdContent';
import type { AdConfig } from './AdProvider';

/** Renders the ad into its exported, empty container, as an island of its own with the site's theme and strings. */
export function mountAd(container: HTMLElement, context: DocsContextValue, config: AdConfig): () => void {
  const root = createRoot(container);
  root.render(
    <DocsProvider {...context}>
      <AdErrorBoundary>
        <AdContent config={config} />
      </AdErrorBoundary>
    </DocsProvider>,
  );
  return () => root.unmount();
}
