import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageShown, whenShown } from '../../../src/utils/pageShown';

function setPrerendering(value: boolean) {
  Object.defineProperty(document, 'prerendering', { value, configurable: true });
}

/** What Chromium does when the reader follows the link of a prerendered page. */
function activate() {
  setPrerendering(false);
  document.dispatchEvent(new Event('prerenderingchange'));
}

/** The activated page's first frame, and the task after it. */
function nextFrame() {
  vi.advanceTimersToNextFrame();
  vi.runOnlyPendingTimers();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete (document as { prerendering?: boolean }).prerendering;
});

describe('whenShown', () => {
  it('runs at once on a page that is not prerendered, and in browsers without prerendering', () => {
    const callback = vi.fn();
    whenShown(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    setPrerendering(false);
    whenShown(callback);
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('waits for the activation of a prerendered page and its first frame, then runs once', () => {
    setPrerendering(true);
    const callback = vi.fn();
    whenShown(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    activate();
    expect(callback).not.toHaveBeenCalled();
    nextFrame();
    expect(callback).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('prerenderingchange'));
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a cancelled wait never runs, cancelled before the activation or between it and the frame', () => {
    setPrerendering(true);
    const early = vi.fn();
    whenShown(early)();
    const late = vi.fn();
    const cancelLate = whenShown(late);
    activate();
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('usePageShown', () => {
  function Probe() {
    return <output>{usePageShown() ? 'shown' : 'waiting'}</output>;
  }

  it('is true after the first effect of a shown page', () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('shown');
  });

  it('stays false while prerendered and turns true at the activation', () => {
    setPrerendering(true);
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('waiting');
    act(() => activate());
    expect(container.textContent).toBe('waiting');
    act(() => nextFrame());
    expect(container.textContent).toBe('shown');
  });
});
