import * as React from 'react';
import type { AdConfig } from './AdProvider';
import { AdCard } from './AdCard';
import { pageInHouseIndex } from './adDraws';
import { loadFeed, type FeedItem } from './feed';
import { FeedAd } from './FeedAd';
import { IN_HOUSE_ADS } from './inhouse';

/** The inline shape: the feed's first usable item, else an in-house ad. */
export function InlineAd({ config, onLabel }: { config: AdConfig; onLabel: (label: string) => void }) {
  const [result, setResult] = React.useState<FeedItem | 'fallback' | null>(null);
  const fallbackIndex = pageInHouseIndex();
  React.useEffect(() => {
    let active = true;
    void loadFeed(config.feedUrl!).then((outcome) => {
      if (!active) {
        return;
      }
      if (outcome.status !== 'item') {
        console.warn(
          `Ad feed: ${outcome.status === 'error' ? 'network error' : `no usable item in ${outcome.attempts} attempts`}; showing an in-house ad.`,
        );
      }
      setResult(outcome.status === 'item' ? outcome.item : 'fallback');
    });
    return () => {
      active = false;
    };
  }, [config.feedUrl]);
  React.useEffect(() => {
    if (result) {
      onLabel(result === 'fallback' ? IN_HOUSE_ADS[fallbackIndex].label : 'feed');
    }
  }, [result, fallbackIndex, onLabel]);
  if (!result) {
    return null;
  }
  return result === 'fallback' ? <AdCard ad={IN_HOUSE_ADS[fallbackIndex]} type="image" /> : <FeedAd item={result} />;
}
