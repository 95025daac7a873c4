// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProductionHost, offlineScope } from '../../../src/offline/scope';
import { FUZZ_TIMEOUT, anyString, fuzzParameters, nearMiss } from '../support/fuzz';

const HOSTS = ['mui.com', '127.0.0.1', 'docs.example.com', 'localhost'];
const host = fc.oneof({ arbitrary: nearMiss(HOSTS), weight: 3 }, fc.domain(), anyString(12));
const pathname = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('/x/', '/zh/x/', '/X/', '/x', '/zh/x', '/xylophone/', '/zh/', '/', '', 'x/', '//x/', '/%78/'),
      anyString(10),
    )
    .map((parts) => parts.join('')),
  anyString(20),
);

describe('offline scope (property)', () => {
  it(
    'offlineScope gives null or the scope the path starts with (the longest), and only on the production host',
    () => {
      fc.assert(
        fc.property(host, pathname, host, (hostname, path, productionHost) => {
          const scope = offlineScope({ hostname, pathname: path }, productionHost);
          if (scope === null) {
            expect(
              isProductionHost(hostname, productionHost) && (path.startsWith('/x/') || path.startsWith('/zh/x/')),
            ).toBe(false);
          } else {
            expect(isProductionHost(hostname, productionHost)).toBe(true);
            expect(scope).toBe(path.startsWith('/zh/x/') ? '/zh/x/' : '/x/');
            expect(path.startsWith(scope)).toBe(true);
          }
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'isProductionHost is symmetric, ignores case, surrounding space and a final dot, and never matches a blank host',
    () => {
      const asciiHost = fc.oneof(fc.domain(), fc.constantFrom(...HOSTS));
      fc.assert(
        fc.property(host, host, asciiHost, fc.constantFrom('', ' ', '\t'), fc.boolean(), (a, b, ascii, space, dot) => {
          expect(isProductionHost(a, b)).toBe(isProductionHost(b, a));
          expect(isProductionHost(`${space}${ascii.toUpperCase()}${dot ? '.' : ''}${space}`, ascii)).toBe(true);
          expect(isProductionHost(a, a)).toBe(a.trim().replace(/\.$/, '') !== '');
          expect(isProductionHost('', b)).toBe(false);
        }),
        fuzzParameters(),
      );
    },
    FUZZ_TIMEOUT,
  );
});
