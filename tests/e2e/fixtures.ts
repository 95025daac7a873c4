import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_LOAD_MARGIN } from '../../src/demos/events';
import { FAKE_GTAG_SCRIPT, parseHit, type AnalyticsHit } from './support/fakeGtag';

/**
 * The one console error a page may log: the commercial MUI X packages' missing-licence message, allowed only
 * on pages that render a commercial demo (marked `data-commercial` by the demo frame).
 */
const LICENCE_MESSAGE = /MUI X: Missing license key/i;

/**
 * Every URL that is not the loopback test server (nor a `data:` or `blob:` URL): what a test may never reach. A
 * regular expression, not a function, so Playwright matches it in its server: a function matcher would make every
 * request of every page (a worker's install fetches two thousand) a round trip through the test's own process.
 */
const NOT_LOOPBACK = /^(?!(?:https?|wss?):\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?(?:[/?#]|$)|data:|blob:)/i;

const allowedByTest = new WeakMap<Page, RegExp[]>();

/** A `securitypolicyviolation` event of a page: what the Content-Security-Policy blocked, and where. */
export interface CspViolation {
  /** The directive that blocked it: `script-src-elem`, `connect-src`… */
  directive: string;
  /** What was blocked: a URL, or `inline`, `eval`, `wasm-eval`. */
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  /** The start of the blocked inline script or style, when the policy asks for samples. */
  sample: string;
  /** The page or frame the event fired in. */
  url: string;
}

/** `directive blockedURI`, the form violations are reported and matched in. */
export function describeViolation(violation: CspViolation): string {
  return `${violation.directive} ${violation.blockedURI}`;
}

interface Fixtures {
  /** Requests that tried to leave loopback and were aborted. */
  blockedRequests: string[];
  /** Unexpected console errors and page errors; the test fails if any remain at the end. */
  consoleErrors: string[];
  /** Declare a console error this test provokes on purpose (a failing request it forces, for example). */
  allowConsoleError: (pattern: RegExp) => void;
  /** Every analytics hit the pages sent (Google's hosts are answered by the test, never reached). */
  analyticsHits: AnalyticsHit[];
  /** Content-Security-Policy violations of every page of the test; the test fails if any remain at the end. */
  cspViolations: CspViolation[];
  /** Declare a violation this test provokes on purpose, matched against `directive blockedURI`. */
  allowCspViolation: (pattern: RegExp) => void;
  /**
   * Option (`test.use({ demosAtOnce: true })`): every demo of a page starts as soon as the page watches for them, as
   * if all were near the viewport, so `hydrateEveryDemo` waits for them without scrolling. For the sweeps that check
   * that each demo of many pages hydrates: one style and layout pass for all of them instead of one per demo (a
   * fifth of the browser's work on a page of demos). The reader's path, a demo that starts as it nears the
   * viewport, keeps its own tests.
   */
  demosAtOnce: boolean;
  /** Applies `demosAtOnce` to the test's context (automatic). */
  demoStart: void;
}

const allowedViolations = new WeakMap<object, RegExp[]>();

/**
 * Every test: requests leaving loopback are aborted (tests may add their own routes on top), and
 * an unexpected console error, uncaught page error or Content-Security-Policy violation fails the test.
 */
export const test = base.extend<Fixtures>({
  blockedRequests: async ({ context }, use) => {
    const blocked: string[] = [];
    await context.route(NOT_LOOPBACK, (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    // The third parties the test build's config names (the ad network and feed) answer harmlessly by default:
    // an empty script (so ads look blocked) and an empty feed. Tests add their own answers on top.
    await context.route(/^https:\/\/ads\.docs\.invalid\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await context.route(/^https:\/\/adfeed\.docs\.invalid\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: '{"ads":[]}',
      }),
    );
    await use(blocked);
  },
  analyticsHits: [
    async ({ context, blockedRequests }, use) => {
      void blockedRequests;
      const hits: AnalyticsHit[] = [];
      // The test build configures a GA4 measurement id: gtag.js is a stand-in that turns the queued commands
      // into collect requests, answered here and kept for the tests to read.
      await context.route(/^https:\/\/www\.googletagmanager\.com\/gtag\/js/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GTAG_SCRIPT }),
      );
      await context.route(/^https:\/\/([a-z0-9-]+\.)?google-analytics\.com\/g\/collect/, (route) => {
        hits.push(parseHit(route.request().url()));
        return route.fulfill({ status: 204, body: '' });
      });
      await use(hits);
    },
    { auto: true },
  ],
  demosAtOnce: [false, { option: true }],
  demoStart: [
    async ({ context, demosAtOnce }, use) => {
      if (demosAtOnce) {
        await context.addInitScript((margin) => {
          const Native = window.IntersectionObserver;
          // Only the observer that starts the demos (its margin is the demos' load margin); every other observer of
          // the page (the table of contents, the ads) sees the real viewport.
          window.IntersectionObserver = class extends Native {
            constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
              super(callback, options);
              if (options?.rootMargin === margin) {
                this.observe = (target: Element) =>
                  queueMicrotask(() => callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this));
              }
            }
          };
          (window as unknown as { __docsDemosAtOnce?: boolean }).__docsDemosAtOnce = true;
        }, DEMO_LOAD_MARGIN);
      }
      await use();
    },
    { auto: true },
  ],
  allowCspViolation: async ({ context }, use) => {
    await use((pattern) => allowedViolations.set(context, [...(allowedViolations.get(context) ?? []), pattern]));
  },
  cspViolations: [
    async ({ context, allowCspViolation }, use) => {
      void allowCspViolation;
      const violations: CspViolation[] = [];
      // The site's responses carry the policy (out/_headers, sent by scripts/serve.mjs); every frame reports what it
      // blocks. Playwright's own scripts (init scripts, evaluate) are not subject to the policy.
      await context.exposeBinding('__docsReportCspViolation', ({ frame }, violation: Omit<CspViolation, 'url'>) => {
        violations.push({ ...violation, url: frame.url() });
      });
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as { __docsReportCspViolation?: (violation: unknown) => void })
              .__docsReportCspViolation;
            void report?.({
              directive: event.effectiveDirective,
              blockedURI: event.blockedURI,
              sourceFile: event.sourceFile,
              lineNumber: event.lineNumber,
              sample: event.sample,
            });
          },
          true,
        );
      });
      await use(violations);
      const allowed = allowedViolations.get(context) ?? [];
      const unexpected = violations.filter(
        (violation) => !allowed.some((pattern) => pattern.test(describeViolation(violation))),
      );
      expect(
        unexpected.map((violation) =>
          `${describeViolation(violation)} in ${violation.url} (${violation.sourceFile}:${violation.lineNumber}) ${violation.sample}`.trim(),
        ),
        'Content-Security-Policy violations',
      ).toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleError: async ({ page }, use) => {
    await use((pattern) => allowedByTest.set(page, [...(allowedByTest.get(page) ?? []), pattern]));
  },
  consoleErrors: [
    async ({ page, blockedRequests, allowConsoleError }, use) => {
      void blockedRequests;
      void allowConsoleError;
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      const usesCommercialPackages = !page.isClosed() && (await page.locator('[data-commercial]').count()) > 0;
      const allowed = [...(usesCommercialPackages ? [LICENCE_MESSAGE] : []), ...(allowedByTest.get(page) ?? [])];
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'unexpected console or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated the page at the current address and run its effects (`<html data-hydrated>` names
 * that address), so clicks and keyboard shortcuts reach the page. After a client-side navigation the address changes
 * before the new page renders; the mark still names the previous one until it has.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === window.location.pathname);
}

/**
 * Hydrates every demo of the page the way a reader who scrolls through it does, and waits until each island has
 * hydrated, none crashed. It starts once the page's demos watch the viewport (`<html data-demos="watching">`), then
 * brings each demo into view and waits for its `data-demo-ready` before it scrolls on, one demo at a time. (Scrolling
 * through all demos first and waiting once was faster, but twice in about four full runs a page stopped answering
 * during that fast scroll.) The walk runs inside the page: the same steps as a scroll and a wait from the test per
 * demo, without two round trips to the browser for each. Under the `demosAtOnce` option every demo has already
 * started, and the walk only waits, without scrolling.
 */
export async function hydrateEveryDemo(page: Page) {
  const demos = page.locator('.demo-preview[data-demo]');
  expect(await demos.count()).toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('data-demos', 'watching', { timeout: 10_000 });
  const notReady = await demos.evaluateAll(async (elements: HTMLElement[], timeout) => {
    const late: string[] = [];
    // With `demosAtOnce`, every demo has already started: each is waited for where it is.
    const atOnce = (window as unknown as { __docsDemosAtOnce?: boolean }).__docsDemosAtOnce === true;
    for (const demo of elements) {
      if (!atOnce) {
        demo.scrollIntoView({ block: 'center' });
      }
      const ready =
        demo.dataset.demoReady !== undefined ||
        (await new Promise<boolean>((resolve) => {
          const observer = new MutationObserver(() => {
            if (demo.dataset.demoReady !== undefined) {
              finish(true);
            }
          });
          const timer = window.setTimeout(() => finish(false), timeout);
          const finish = (value: boolean) => {
            observer.disconnect();
            window.clearTimeout(timer);
            resolve(value);
          };
          observer.observe(demo, { attributes: true, attributeFilter: ['data-demo-ready'] });
        }));
      if (!ready) {
        late.push(`${demo.dataset.demo} (not ready after ${timeout} ms)`);
      }
    }
    return late;
  }, 10_000);
  expect(notReady, 'demos that did not hydrate').toEqual([]);
  await expect(page.locator('.demo-error')).toHaveCount(0);
}
