import axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * Injects axe-core into every frame of the page once, for any number of runs (the `@axe-core/playwright` wrapper,
 * used before, evaluated its half-megabyte source three times per run: the page twice, each frame once). Frames talk
 * to the top frame's axe through `postMessage`, same origin only. Inject again after a navigation or after a frame
 * is added.
 */
export async function injectAxe(page: Page): Promise<void> {
  const script = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;
  await Promise.all(page.frames().map((frame) => frame.evaluate(script)));
}

/**
 * Runs axe in the page (its iframes included) over the elements that `include` matches, reporting violations only:
 * the passes and incomplete results it would otherwise collect and serialize are most of a run's cost on a page of
 * demos. `rules` narrows the run to those rules.
 */
export async function runAxe(page: Page, include: string | null, rules?: string[]): Promise<AxeResults['violations']> {
  const options: RunOptions = { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) };
  const { violations } = await page.evaluate(
    ([selector, runOptions]) => window.axe.run(selector === null ? document : { include: [[selector]] }, runOptions),
    [include, options] as const,
  );
  return violations;
}
