import { Ad } from './Ad';
import type { AdConfig } from './AdProvider';
import { isBot } from './machine';

/** The ad itself, loaded after the page's first render. Bots get an empty block. */
export default function AdContent({ config }: { config: AdConfig }) {
  if (isBot(navigator.userAgent)) {
    return null;
  }
  return <Ad config={config} />;
}
