import * as React from 'react';
import { sendAnalyticsEvent } from '../analytics';
import { AdCard } from './AdCard';
import { pageInHouseIndex, pageShape } from './adDraws';
import type { AdConfig } from './AdProvider';
import { IN_HOUSE_ADS } from './inhouse';
import { InlineAd } from './InlineAd';
import type { AdShape, AdState } from './machine';
import { NetworkAd } from './NetworkAd';
import { AD_PLACEMENT } from './placement';

/** A display is reported this long after the ad appears (it must stay on screen a moment). */
const DISPLAY_REPORT_DELAY_MS = 2500;

function label(adLabel: string, shape: AdShape) {
  return `${adLabel}-${AD_PLACEMENT}-${shape}`;
}

/** Report the display after a delay, for a sample of page views; clicks on any link of the ad. */
function useAdAnalytics(
  ref: React.RefObject<HTMLElement | null>,
  adLabel: string | null,
  shape: AdShape,
  ratio: number,
) {
  React.useEffect(() => {
    if (!adLabel) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      if (Math.random() < ratio) {
        sendAnalyticsEvent({ category: 'ad', action: 'display', label: label(adLabel, shape) });
      }
    }, DISPLAY_REPORT_DELAY_MS);
    const element = ref.current;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('a')) {
        sendAnalyticsEvent({ category: 'ad', action: 'click', label: label(adLabel, shape) });
      }
    };
    element?.addEventListener('click', onClick);
    return () => {
      window.clearTimeout(timer);
      element?.removeEventListener('click', onClick);
    };
  }, [ref, adLabel, shape, ratio]);
}

export function Ad({ config }: { config: AdConfig }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const shape = pageShape();
  const [adLabel, setAdLabel] = React.useState<string | null>(null);
  const directIndex = pageInHouseIndex();
  const onSettled = React.useCallback((state: AdState) => {
    if (state.kind === 'network') {
      setAdLabel('carbon');
    } else if (state.kind === 'inhouse') {
      setAdLabel(IN_HOUSE_ADS[state.index].label);
    } else if (state.kind === 'notice') {
      setAdLabel('ad-block-notice');
    }
  }, []);
  const direct = (shape === 'inline' && !config.feedUrl) || (shape === 'image' && !config.networkScriptUrl);
  React.useEffect(() => {
    if (direct) {
      setAdLabel(IN_HOUSE_ADS[directIndex].label);
    }
  }, [direct, directIndex]);
  useAdAnalytics(ref, adLabel, shape, config.displaySampleRatio);
  return (
    // Styled by the site's stylesheet (`.ad-root`, src/layout/globalCss.ts): the ad needs no styling runtime.
    <div className="ad-root" ref={ref} data-ad-shape={shape}>
      {direct ? <AdCard ad={IN_HOUSE_ADS[directIndex]} type="image" /> : null}
      {!direct && shape === 'image' ? <NetworkAd config={config} onSettled={onSettled} /> : null}
      {!direct && shape === 'inline' ? <InlineAd config={config} onLabel={setAdLabel} /> : null}
    </div>
  );
}
