import * as React from 'react';

interface IslandBoundaryProps {
  /** Shown instead of the island once it has thrown: a reload offer, or nothing. */
  fallback: React.ReactNode;
  /** Told once when the island throws (the ad reports a crash). */
  onError?: (error: unknown) => void;
  children: React.ReactNode;
}

/**
 * Contains an island that throws (a bug, or code that could not load): it gives way to its fallback while the
 * rest of the page, which an uncaught error would replace with Next's error screen, stays as it is.
 */
export class IslandBoundary extends React.Component<IslandBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
