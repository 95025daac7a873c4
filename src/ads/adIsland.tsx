import { createRoot } from 'react-dom/client';
import { DocsConfigContext, type DocsContextValue } from '../providers';
import { AdErrorBoundary } from './crash';
import AdContent from './AdContent';
import type { AdConfig } from './AdProvider';

/**
 * Renders the ad into its exported, empty container, as an island of its own with the site's strings. It is plain
 * elements styled by the site's stylesheet: the island loads no theme and no styling runtime.
 */
export function mountAd(container: HTMLElement, context: DocsContextValue, config: AdConfig): () => void {
  const root = createRoot(container);
  root.render(
    <DocsConfigContext.Provider value={context}>
      <AdErrorBoundary>
        <AdContent config={config} />
      </AdErrorBoundary>
    </DocsConfigContext.Provider>,
  );
  return () => root.unmount();
}
