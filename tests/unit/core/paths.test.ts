// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  areaOfPath,
  contentFileOfPath,
  demoFileOfPage,
  isExternalHref,
  pathSegments,
  stripQueryAndHash,
  toNavPath,
  toUrlPath,
} from '../../../src/core/paths';

describe('paths', () => {
  it('writes URL paths with one leading and one trailing slash', () => {
    expect(toUrlPath('/getting-started/installation')).toBe('/getting-started/installation/');
    expect(toUrlPath('getting-started//installation/')).toBe('/getting-started/installation/');
    expect(toUrlPath('/a/b/?tab=1#section')).toBe('/a/b/');
    expect(toUrlPath('')).toBe('/');
    expect(toUrlPath('/')).toBe('/');
  });

  it('writes navigation paths without a trailing slash', () => {
    expect(toNavPath('/x/introduction/')).toBe('/x/introduction');
    expect(toNavPath('/x/introduction')).toBe('/x/introduction');
    expect(toNavPath('/')).toBe('/');
  });

  it('strips query and hash', () => {
    expect(stripQueryAndHash('/a/?q=1#h')).toBe('/a/');
    expect(stripQueryAndHash('/a/#h?x')).toBe('/a/');
    expect(stripQueryAndHash('/a/')).toBe('/a/');
  });

  it('puts /x and everything below it in the x area', () => {
    expect(areaOfPath('/x/')).toBe('x');
    expect(areaOfPath('/x/react-data-grid/filtering')).toBe('x');
    expect(areaOfPath('/xylophone/')).toBe('main');
    expect(areaOfPath('/getting-started/usage/')).toBe('main');
  });

  it('splits a path into route segments', () => {
    expect(pathSegments('/x/introduction/')).toEqual(['x', 'introduction']);
    expect(pathSegments('/')).toEqual([]);
  });

  it('maps a page to the MDX file in its own folder', () => {
    expect(contentFileOfPath('/getting-started/installation')).toBe('getting-started/installation/installation.mdx');
    expect(contentFileOfPath('/x/introduction/')).toBe('x/introduction/introduction.mdx');
    expect(() => contentFileOfPath('/')).toThrow(/home page has no MDX file/);
  });

  it('finds a demo’s source beside its page’s MDX, whatever the MDX path is relative to', () => {
    expect(demoFileOfPage('data/x/react-charts/bars/bars.mdx', 'WeeklyVisits')).toBe(
      'data/x/react-charts/bars/WeeklyVisits.tsx',
    );
    expect(demoFileOfPage('/repo/data/guides/nextjs/nextjs.mdx', 'Cover')).toBe('/repo/data/guides/nextjs/Cover.tsx');
  });

  it('recognises external links', () => {
    expect(isExternalHref('https://mui.com/store/')).toBe(true);
    expect(isExternalHref('mailto:a@b.c')).toBe(true);
    expect(isExternalHref('//cdn.example.com/x.js')).toBe(true);
    expect(isExternalHref('/getting-started/')).toBe(false);
    expect(isExternalHref('#anchor')).toBe(false);
  });
});

describe('playground', () => {
  it('is /playground/ and everything below it', async () => {
    const { isPlaygroundPath } = await import('../../../src/core/paths');
    expect(isPlaygroundPath('/playground/')).toBe(true);
    expect(isPlaygroundPath('/playground')).toBe(true);
    expect(isPlaygroundPath('/playground/button-demo/')).toBe(true);
    expect(isPlaygroundPath('/playgrounds/')).toBe(false);
    expect(isPlaygroundPath('/x/playground/')).toBe(false);
  });
});
