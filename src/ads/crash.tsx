import * as React from 'react';
import { sendAnalyticsEvent } from '../analytics';
import { IslandBoundary } from '../islands';
import { AD_CRASH_EVENT } from './placement';

/** Reports that the ad crashed or its code could not load. */
export function reportAdCrash() {
  sendAnalyticsEvent(AD_CRASH_EVENT);
}

/** A crash inside the ad hides it (the page is untouched) and is reported. */
export function AdErrorBoundary({ children }: { children: React.ReactNode }) {
  return (
    <IslandBoundary fallback={null} onError={reportAdCrash}>
      {children}
    </IslandBoundary>
  );
}
