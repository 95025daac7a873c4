import { act, renderHook } from '@testing-library/react';
import mitt from 'next/dist/shared/lib/mitt';
import type { NextRouter } from 'next/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendAnalyticsEvent } from '../../../src/analytics/events';
import { useAnalytics } from '../../../src/analytics/useAnalytics';

const ga = vi.hoisted(() => ({
  setUserProperties: vi.fn(),
  pageView: vi.fn(),
  event: vi.fn(),
  webVital: vi.fn(),
}));
const startGoogleAnalytics = vi.hoisted(() => vi.fn(() => ga));
vi.mock('../../../src/analytics/ga', () => ({ startGoogleAnalytics }));

function routerEvents() {
  return mitt() as unknown as NextRouter['events'];
}

/** Lets the analytics chunk's dynamic import resolve. */
async function flushImports() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  document.head.innerHTML = '<link rel="canonical" href="https://mui.com/x/introduction/">';
  document.title = 'Overview - MUI X';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('useAnalytics', () => {
  it('with no measurement id loads nothing and listens to nothing', async () => {
    const { unmount } = renderHook(() => useAnalytics(null, routerEvents()));
    await flushImports();
    sendAnalyticsEvent({ category: 'ad', action: 'display' });
    vi.runAllTimers();
    expect(startGoogleAnalytics).not.toHaveBeenCalled();
    unmount();
  });

  it('sends the first page view a zero-delay timeout after start, with the user properties before it', async () => {
    renderHook(() => useAnalytics('G-TEST123456', routerEvents()));
    await flushImports();
    expect(startGoogleAnalytics).toHaveBeenCalledWith('G-TEST123456');
    expect(ga.setUserProperties).toHaveBeenCalledTimes(1);
    expect(ga.pageView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(ga.pageView).toHaveBeenCalledWith({
      title: 'Overview - MUI X',
      location: 'https://mui.com/x/introduction/',
      path: '/x/introduction/',
    });
  });

  it('a route change sends a page view with the title the new page sets after the event', async () => {
    const events = routerEvents();
    renderHook(() => useAnalytics('G-TEST123456', events));
    await flushImports();
    vi.advanceTimersByTime(0);
    events.emit('routeChangeComplete', '/x/react-data-grid/');
    // Next sets the new title after routeChangeComplete: the timeout lets it land first.
    document.head.innerHTML = '<link rel="canonical" href="https://mui.com/x/react-data-grid/">';
    document.title = 'Data Grid - MUI X';
    expect(ga.pageView).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(0);
    expect(ga.pageView).toHaveBeenCalledTimes(2);
    expect(ga.pageView).toHaveBeenLastCalledWith({
      title: 'Data Grid - MUI X',
      location: 'https://mui.com/x/react-data-grid/',
      path: '/x/react-data-grid/',
    });
  });

  it('feature events and clicks before analytics is in are queued, then sent after the first page view', async () => {
    document.body.innerHTML = '<button data-ga-event-category="demo" data-ga-event-action="copy">Copy</button>';
    renderHook(() => useAnalytics('G-TEST123456', routerEvents()));
    sendAnalyticsEvent({ category: 'ad', action: 'display', label: 'carbon' });
    document.querySelector('button')!.click();
    await flushImports();
    expect(ga.event).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(ga.event.mock.calls).toEqual([
      [{ category: 'ad', action: 'display', label: 'carbon' }],
      [{ category: 'demo', action: 'copy' }],
    ]);
    expect(ga.pageView.mock.invocationCallOrder[0]).toBeLessThan(ga.event.mock.invocationCallOrder[0]);
    document.querySelector('button')!.click();
    expect(ga.event).toHaveBeenCalledTimes(3);
  });

  it('sends user properties again when the colour scheme changes', async () => {
    renderHook(() => useAnalytics('G-TEST123456', routerEvents()));
    await flushImports();
    document.documentElement.setAttribute('data-mui-color-scheme', 'dark');
    await act(async () => {
      await Promise.resolve();
    });
    expect(ga.setUserProperties).toHaveBeenCalledTimes(2);
    expect(ga.setUserProperties).toHaveBeenLastCalledWith(expect.objectContaining({ colorScheme: 'dark' }));
  });

  it('stops listening when unmounted', async () => {
    const { unmount } = renderHook(() => useAnalytics('G-TEST123456', routerEvents()));
    await flushImports();
    vi.advanceTimersByTime(0);
    unmount();
    sendAnalyticsEvent({ category: 'ad', action: 'display' });
    expect(ga.event).not.toHaveBeenCalled();
  });

  it('a prerendered page starts nothing until it is shown, and nothing at all if it never is', async () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    try {
      const { unmount } = renderHook(() => useAnalytics('G-TEST123456', routerEvents()));
      await flushImports();
      vi.runAllTimers();
      expect(startGoogleAnalytics).not.toHaveBeenCalled();
      Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
      document.dispatchEvent(new Event('prerenderingchange'));
      // After the shown page's first frame.
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
      await flushImports();
      expect(startGoogleAnalytics).toHaveBeenCalledWith('G-TEST123456');
      vi.runOnlyPendingTimers();
      expect(ga.pageView).toHaveBeenCalledTimes(1);
      unmount();

      // Unmounted while still prerendered: the later activation starts nothing.
      vi.clearAllMocks();
      Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
      const never = renderHook(() => useAnalytics('G-TEST123456', routerEvents()));
      await flushImports();
      never.unmount();
      document.dispatchEvent(new Event('prerenderingchange'));
      await flushImports();
      vi.runAllTimers();
      expect(startGoogleAnalytics).not.toHaveBeenCalled();
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
  });
});
