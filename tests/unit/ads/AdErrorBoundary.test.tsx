import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT } from '../../../src/analytics/events';
import { AdErrorBoundary } from '../../../src/ads/crash';

function Broken(): never {
  throw new Error('ad exploded');
}

describe('a crash inside the ad', () => {
  it('hides the ad, leaves the page alone and reports a crash event', () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(ANALYTICS_EVENT, listener);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <p>Page text</p>
        <div data-testid="ad">
          <AdErrorBoundary>
            <Broken />
          </AdErrorBoundary>
        </div>
      </main>,
    );
    error.mockRestore();
    window.removeEventListener(ANALYTICS_EVENT, listener);
    expect(screen.getByTestId('ad').innerHTML).toBe('');
    expect(screen.getByText('Page text')).toBeTruthy();
    expect(events).toEqual([{ category: 'ad', action: 'crash', label: 'crash-body-top' }]);
  });
});
