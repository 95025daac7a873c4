import { usePageShown } from '../utils';
import { Ad } from './Ad';
import type { AdConfig } from './AdProvider';
import { isBot } from './machine';

/**
 * The ad itself, loaded after the page's first render. Bots get an empty block. A page the browser prerenders shows
 * it only once the reader is shown the page: until then no network script, feed, pixel or display event.
 */
export default function AdContent({ config }: { config: AdConfig }) {
  const shown = usePageShown();
  if (!shown || isBot(navigator.userAgent)) {
    return null;
  }
  return <Ad config={config} />;
}
