import type * as React from 'react';
import { StyleProviders } from '../providers';

/**
 * A component of MUI's (the settings drawer) wrapped in what `DocsProvider` adds to the strings (`StyleProviders`).
 * Its own module, loaded only with such a component, so the islands that need no theme (search) do not load it.
 */
export function themed<P extends object>(Component: React.ComponentType<P>): React.ComponentType<P> {
  return function Themed(props: P) {
    return (
      <StyleProviders>
        <Component {...props} />
      </StyleProviders>
    );
  };
}
