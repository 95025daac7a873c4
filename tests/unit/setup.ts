import { afterEach } from 'vitest';

// Next's <Link> reads this at run time; the site exports with `trailingSlash: true`.
process.env.__NEXT_TRAILING_SLASH = 'true';

if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });
}
