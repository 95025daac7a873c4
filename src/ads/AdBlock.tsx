import * as React from 'react';
import { styled } from '@mui/material/styles';
import { sendAnalyticsEvent } from '../analytics';
import { IslandBoundary, once, useLazyModule } from '../islands';
import { useAdConfig } from './AdProvider';
import { AD_CRASH_EVENT } from './placement';

const loadAdContent = once(() => import('./AdContent'));

/** The reserved space: the ad arrives after the first render and never moves what follows it. */
const Container = styled('div')(({ theme }) => ({
  position: 'relative',
  minHeight: 142,
  margin: theme.spacing(3, 0),
  [theme.breakpoints.up('sm')]: { minHeight: 126 },
  '@media print': { display: 'none' },
}));

function reportCrash() {
  sendAnalyticsEvent(AD_CRASH_EVENT);
}

/** A crash inside the ad hides it (the page is untouched) and is reported. */
export function AdErrorBoundary({ children }: { children: React.ReactNode }) {
  return (
    <IslandBoundary fallback={null} onError={reportCrash}>
      {children}
    </IslandBoundary>
  );
}

/**
 * The ad block of a docs page (below its description). The server renders the empty, reserved container; the ad's
 * code loads after the first render, from a chunk of its own. An ad whose code cannot load is a crash: hidden
 * and reported.
 */
export function AdBlock() {
  const config = useAdConfig();
  // The load starts in an effect, so the server and the first render in the browser both show the empty container.
  const { status, module } = useLazyModule(loadAdContent, config.enabled);
  React.useEffect(() => {
    if (status === 'failed') {
      reportCrash();
    }
  }, [status]);
  const AdContent = module?.default;
  return (
    <Container className="ad-block" data-ad-block="">
      {AdContent ? (
        <AdErrorBoundary>
          <AdContent config={config} />
        </AdErrorBoundary>
      ) : null}
    </Container>
  );
}
