import * as React from 'react';
import { styled } from '@mui/material/styles';
import { sendAnalyticsEvent } from '../analytics/events';
import { useTranslate } from '../providers';
import type { AdConfig } from './AdProvider';
import { loadFeed, impressionUrls, type FeedItem } from './feed';
import { IN_HOUSE_ADS, type Ad } from './inhouse';
import {
  INITIAL_AD_STATE,
  POLL_INTERVAL_MS,
  chooseShape,
  isBot,
  isPolling,
  nextAdState,
  randomIndex,
  type AdShape,
  type AdState,
  type Placement,
} from './machine';
import { AD_PLACEMENT } from './placement';
import { SafeHtml } from './SafeHtml';
import { sanitizeAdHtml } from './sanitize';

/** The id of the ad network's script: inserted once per page. */
export const NETWORK_SCRIPT_ID = 'ad-network-script';
/** The element the network's script renders its ad into. */
export const NETWORK_PLACEMENT_SELECTOR = '#carbonads';
/** A display is reported this long after the ad appears (it must stay on screen a moment). */
export const DISPLAY_REPORT_DELAY_MS = 2500;

const Root = styled('div')(({ theme }) => ({
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  '& .ad': {
    display: 'flex',
    gap: theme.spacing(1.5),
    maxWidth: 420,
    padding: theme.spacing(1),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 8,
    background: theme.vars.palette.background.paper,
  },
  '& a.ad': { color: 'inherit', textDecoration: 'none' },
  '& .ad img': { display: 'block', flexShrink: 0, width: 130, height: 100, borderRadius: 4 },
  '& .ad-text': { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', gap: theme.spacing(1) },
  '& .ad-poweredby': { fontSize: '0.6875rem', color: theme.vars.palette.text.secondary },
  '& .ad-inline': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1), maxWidth: '100%' },
  '& .ad-inline img': { width: 20, height: 20, borderRadius: 4 },
  '& .ad-notice': {
    maxWidth: 420,
    margin: 0,
    padding: theme.spacing(1.5),
    borderRadius: 8,
    background: theme.vars.palette.action.hover,
  },
}));

/**
 * The page load's draws, made once: React may render a component more than once before committing it (and runs
 * state initializers again), which must not draw a new shape or a new in-house ad.
 */
const draws: { shape?: AdShape; inHouse?: number } = {};
const pageShape = () => (draws.shape ??= chooseShape(Math.random));
const pageInHouseIndex = () => (draws.inHouse ??= randomIndex(IN_HOUSE_ADS.length, Math.random));

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

function AdCard({ ad, type }: { ad: Ad; type: 'carbon' | 'image' }) {
  const t = useTranslate();
  return (
    <a
      className="ad"
      href={ad.link}
      target="_blank"
      rel="noopener sponsored"
      data-ad-type={type}
      data-ad-name={ad.name}
    >
      <img src={ad.img} alt="" width={130} height={100} />
      <span className="ad-text">
        <span>
          <SafeHtml nodes={sanitizeAdHtml(ad.description)} links={false} />
        </span>
        <span className="ad-poweredby">{t('ad.poweredBy', { name: ad.poweredby })}</span>
      </span>
    </a>
  );
}

function FeedAd({ item }: { item: FeedItem }) {
  // Impression pixels: hidden images, requested once when the ad shows.
  return (
    <span data-ad-type="inline">
      <a href={item.statlink} target="_blank" rel="noopener sponsored" className="ad ad-inline">
        {item.image ? <img src={item.image} alt="" width={20} height={20} /> : null}
        <span>
          {item.company ? <strong>{item.company}</strong> : null}{' '}
          <SafeHtml nodes={sanitizeAdHtml(item.description)} links={false} />
        </span>
      </a>
      {impressionUrls(item).map((url) => (
        <img key={url} src={url} alt="" width={1} height={1} hidden data-ad-pixel="" />
      ))}
    </span>
  );
}

function Notice() {
  const t = useTranslate();
  return (
    <p className="ad-notice" data-ad-type="notice">
      {t('ad.notice')} <strong>{t('ad.thanks')}</strong>
    </p>
  );
}

/** The image shape: the network's script and placement, watched by the state machine. */
function NetworkAd({ config, onSettled }: { config: AdConfig; onSettled: (state: AdState) => void }) {
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

/** The inline shape: the feed's first usable item, else an in-house ad. */
function InlineAd({ config, onLabel }: { config: AdConfig; onLabel: (label: string) => void }) {
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

function Ad({ config }: { config: AdConfig }) {
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
    <Root ref={ref} data-ad-shape={shape}>
      {direct ? <AdCard ad={IN_HOUSE_ADS[directIndex]} type="image" /> : null}
      {!direct && shape === 'image' ? <NetworkAd config={config} onSettled={onSettled} /> : null}
      {!direct && shape === 'inline' ? <InlineAd config={config} onLabel={setAdLabel} /> : null}
    </Root>
  );
}

/** The ad itself, loaded after the page's first render. Bots get an empty block. */
export default function AdContent({ config }: { config: AdConfig }) {
  if (isBot(navigator.userAgent)) {
    return null;
  }
  return <Ad config={config} />;
}
