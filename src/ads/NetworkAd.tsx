import * as React from 'react';
import type { AdConfig } from './AdProvider';
import { AdCard } from './AdCard';
import { IN_HOUSE_ADS } from './inhouse';
import { INITIAL_AD_STATE, POLL_INTERVAL_MS, isPolling, nextAdState, type AdState, type Placement } from './machine';
import { Notice } from './Notice';

/** The id of the ad network's script: inserted once per page. */
const NETWORK_SCRIPT_ID = 'ad-network-script';
/** The element the network's script renders its ad into. */
const NETWORK_PLACEMENT_SELECTOR = '#carbonads';

/** The image shape: the network's script and placement, watched by the state machine. */
export function NetworkAd({ config, onSettled }: { config: AdConfig; onSettled: (state: AdState) => void }) {
  const host = React.useRef<HTMLDivElement>(null);
  const [state, setState] = React.useState<AdState>(INITIAL_AD_STATE);
  React.useEffect(() => {
    const element = host.current;
    if (!element || !config.networkScriptUrl) {
      return undefined;
    }
    if (!document.getElementById(NETWORK_SCRIPT_ID)) {
      const script = document.createElement('script');
      script.id = NETWORK_SCRIPT_ID;
      script.async = true;
      script.src = config.networkScriptUrl;
      element.append(script);
    }
    let current = INITIAL_AD_STATE;
    const timer = window.setInterval(() => {
      const found =
        element.querySelector(NETWORK_PLACEMENT_SELECTOR) ?? document.querySelector(NETWORK_PLACEMENT_SELECTOR);
      const placement: Placement = found
        ? { present: true, link: found.querySelector<HTMLAnchorElement>('a[href]')?.href ?? null }
        : { present: false };
      current = nextAdState(current, placement, {
        fallbackLink: config.networkFallbackLink,
        inHouseCount: IN_HOUSE_ADS.length,
        random: Math.random,
      });
      setState(current);
      if (!isPolling(current)) {
        window.clearInterval(timer);
      }
    }, POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [config.networkScriptUrl, config.networkFallbackLink]);
  React.useEffect(() => onSettled(state), [state, onSettled]);
  const network = state.kind === 'carbon' || state.kind === 'network';
  return (
    <>
      <div ref={host} className="ad-network" data-ad-type={network ? 'carbon' : undefined} hidden={!network} />
      {state.kind === 'inhouse' ? <AdCard ad={IN_HOUSE_ADS[state.index]} type={state.type} /> : null}
      {state.kind === 'notice' ? <Notice /> : null}
    </>
  );
}
