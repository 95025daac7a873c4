// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activeRedirects, findRedirect, redirectsFile } from '../../../src/core/redirects';

const table = [
  { from: '/component/about', to: '/components/about-the-lab' },
  { from: '/components/pickers', to: '/x/react-date-pickers' },
];

describe('redirects', () => {
  it('keeps only redirects whose target exists', () => {
    expect(activeRedirects(table, (pathname) => pathname === '/x/react-date-pickers')).toEqual([table[1]]);
  });

  it('finds a redirect whatever the slash form', () => {
    expect(findRedirect(table, '/components/pickers/')).toBe(table[1]);
    expect(findRedirect(table, '/components/pickers')).toBe(table[1]);
    expect(findRedirect(table, '/components/buttons/')).toBeUndefined();
  });

  it('writes a _redirects file for every language', () => {
    expect(redirectsFile([table[1]], ['en', 'zh'])).toBe(
      [
        '/components/pickers /x/react-date-pickers/ 301',
        '/components/pickers/ /x/react-date-pickers/ 301',
        '/zh/components/pickers /zh/x/react-date-pickers/ 301',
        '/zh/components/pickers/ /zh/x/react-date-pickers/ 301',
        '',
      ].join('\n'),
    );
  });
});
