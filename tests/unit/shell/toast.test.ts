import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeToast, showToast, TOAST_DURATION_MS } from '../../../src/shell/toast';

afterEach(() => {
  closeToast();
  vi.useRealTimers();
});

const alerts = () => [...document.querySelectorAll('.toast [role="alert"]')].map((alert) => alert.textContent);

describe('showToast', () => {
  it('shows its message as an alert and closes itself after its duration', () => {
    vi.useFakeTimers();
    showToast('Source copied', 'Dismiss');
    expect(alerts()).toEqual(['Source copied']);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(alerts()).toEqual(['Source copied']);
    vi.advanceTimersByTime(1);
    expect(alerts()).toEqual([]);
  });

  it('closes with its button, and a new message replaces the one on screen (with a timer of its own)', () => {
    vi.useFakeTimers();
    showToast('First', 'Dismiss');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 10);
    showToast('Second', 'Dismiss');
    expect(alerts()).toEqual(['Second']);
    vi.advanceTimersByTime(20);
    expect(alerts()).toEqual(['Second']);
    document.querySelector<HTMLButtonElement>('.toast button')!.click();
    expect(alerts()).toEqual([]);
    expect(document.querySelector('.toast')).toBeNull();
  });
});
