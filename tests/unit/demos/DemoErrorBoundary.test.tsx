import * as React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DemoErrorBoundary } from '../../../src/demos/DemoErrorBoundary';

let failOnClick = true;

function FragileCounter() {
  const [count, setCount] = React.useState(0);
  if (count > 0 && failOnClick) {
    throw new Error('Counter overflow');
  }
  return <button onClick={() => setCount((value) => value + 1)}>Count {count}</button>;
}

describe('DemoErrorBoundary', () => {
  it('contains a crash with a message, and retry remounts the demo', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <DemoErrorBoundary label="This demo stopped working" retryLabel="Try again">
          <FragileCounter />
        </DemoErrorBoundary>
        <p>Rest of the page</p>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Count 0' }));
    expect(screen.getByRole('alert').textContent).toContain('This demo stopped working: Counter overflow');
    expect(screen.getByText('Rest of the page')).toBeTruthy();
    failOnClick = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Count 0' }));
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeTruthy();
    error.mockRestore();
  });
});
