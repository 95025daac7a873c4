import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast, TOAST_DURATION_MS } from '../../../src/layout/Toast';
import { PageProviders } from '../../../build/PageProviders';

afterEach(() => vi.useRealTimers());

function Page() {
  const [message, setMessage] = React.useState<string | null>('Source copied');
  const [renders, setRenders] = React.useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Re-render {renders}
      </button>
      {message ? <Toast message={message} onClose={() => setMessage(null)} /> : null}
    </>
  );
}

describe('Toast', () => {
  it('shows its message as an alert and closes itself after its duration, re-renders of the page notwithstanding', () => {
    vi.useFakeTimers();
    render(
      <PageProviders>
        <Page />
      </PageProviders>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Source copied');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    fireEvent.click(screen.getByRole('button', { name: /Re-render/ }));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes with its button', () => {
    render(
      <PageProviders>
        <Page />
      </PageProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
