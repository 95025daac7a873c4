import fs from 'node:fs';
import path from 'node:path';
import { OUT_DIR } from '../support/site';
import { listedStartScripts } from '../../build/start-scripts.mjs';
import { expect, test, waitForHydration } from './fixtures';

const PAGE = '/getting-started/installation/';

/** The headers `out/_headers` gives every path (`/*`), as the build wrote them. */
function siteWideHeaders(): Record<string, string> {
  const text = fs.readFileSync(path.join(OUT_DIR, '_headers'), 'utf8');
  const block = text.split(/\n(?=\S)/).find((part) => part.startsWith('/*\n'));
  expect(block, 'a /* block in out/_headers').toBeTruthy();
  return Object.fromEntries(
    block!
      .split('\n')
      .slice(1)
      .filter((line) => line.trim() !== '')
      .map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

test.describe('security headers', () => {
  test('a page, one of its chunks and the 404 page are served with the policy and the other headers', async ({
    request,
  }) => {
    const expected = siteWideHeaders();
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
      ]),
    );
    const page = await request.get(PAGE);
    expect(page.status()).toBe(200);
    const chunk = listedStartScripts(await page.text()).find((url: string) => url.startsWith('/_next/static/'));
    expect(chunk, 'a chunk the page loads').toBeTruthy();
    const script = await request.get(chunk!);
    expect(script.status()).toBe(200);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await request.get('/no/such/page/');
    expect(missing.status()).toBe(404);
    for (const response of [page, script, missing]) {
      const headers = response.headers();
      for (const [name, value] of Object.entries(expected)) {
        expect(headers[name], `${name} of ${response.url()}`).toBe(value);
      }
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });

  test('the page runs under the policy, and a script or event handler injected into it is blocked and reported', async ({
    page,
    cspViolations,
    allowCspViolation,
    allowConsoleError,
  }) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    expect(cspViolations).toEqual([]);

    // This test provokes the violations on purpose; Chromium also logs each one as a console error.
    allowCspViolation(/^script-src-elem inline$/);
    allowCspViolation(/^script-src-attr inline$/);
    allowConsoleError(/Content Security Policy/);
    const injected = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = "script";';
      document.body.append(script);
      const button = document.createElement('button');
      button.setAttribute('onclick', 'window.__injected = "handler"');
      document.body.append(button);
      button.click();
      return (window as unknown as { __injected?: string }).__injected ?? null;
    });
    expect(injected).toBeNull();
    await expect
      .poll(() => cspViolations.map((violation) => `${violation.directive} ${violation.blockedURI}`).sort())
      .toEqual(['script-src-attr inline', 'script-src-elem inline']);
    expect(cspViolations.find((violation) => violation.blockedURI === 'inline')?.url).toContain(PAGE);
  });
});
