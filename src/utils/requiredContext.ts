import * as React from 'react';

/** A context's value, or a developer error naming the hook and the provider it needs above it. */
export function useRequiredContext<T>(context: React.Context<T | null>, hook: string, provider: string): T {
  const value = React.useContext(context);
  if (value === null) {
    throw new Error(`${hook} needs a <${provider}> above it`);
  }
  return value;
}
