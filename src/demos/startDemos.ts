import { startDemoIslands, type IslandLabels } from './demoIslands';
import { startDemoToolbar, type DemoToolbarLabels } from './demoToolbar';

/** The demos' islands (not under `npm run dev`, which renders them live) and toolbars; returns how to stop both. */
export function startDemos(
  labels: IslandLabels & DemoToolbarLabels,
  chatEndpoint: string | null,
  onMessage: (message: string) => void,
) {
  const stopIslands = process.env.NODE_ENV === 'development' ? () => {} : startDemoIslands(labels);
  const stopToolbar = startDemoToolbar(labels, chatEndpoint, onMessage);
  return () => {
    stopIslands();
    stopToolbar();
  };
}
