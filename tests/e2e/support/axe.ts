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
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
  };
  const { violations } = await page.evaluate(
    async ([selector, runOptions]) => {
      // Colours are read at rest: the finite CSS transitions and animations of the checked part (a demo growing in
      // as it mounts) are brought to their end state at once (`finish()`: the state a reader sees a moment later,
      // without waiting for it); endless ones (a spinner) are read as they are.
      const roots = selector === null ? [document.documentElement] : [...document.querySelectorAll(selector)];
      const running = document.getAnimations().filter((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        const { endTime = Infinity, localTime = 0 } = animation.effect?.getComputedTiming() ?? {};
        // Only those ending within 1.5 s: a longer one (or an endless one, a spinner) is read where it is.
        return (
          target !== null &&
          roots.some((root) => root.contains(target)) &&
          Number(endTime) - Number(localTime ?? 0) <= 1500
        );
      });
      for (const animation of running) {
        try {
          animation.finish();
        } catch {
          // Paused at a rate of 0: read where it is.
        }
      }
      return window.axe.run(selector === null ? document : { include: [[selector]] }, runOptions);
    },
    [include, options] as const,
  );
  return violations;
}

/**
 * Narrows the page to the elements matching `selector` for axe, and returns the function that restores it. Elements
 * matching `detach` (static markup that no React root manages, such as the demos' sources) leave the document; every
 * other element that neither holds nor is inside a match is hidden (`display: none` through the CSSOM, which the
 * page's Content-Security-Policy allows). The matched elements keep their ancestors and styles (`<style>` and
 * `<link>` stay), so their colours and backgrounds are unchanged. axe models the whole document on every run,
 * whatever `include` says, hidden elements too: on a page of demos, their highlighted sources were two thirds of
 * that work, and none of it is being checked.
 */
export async function focusAxeOn(
  page: Page,
  selector: string,
  { detach }: { detach?: string } = {},
): Promise<() => Promise<void>> {
  await page.evaluate(
    ([selector, detach]) => {
      const removed: Array<[Element, Node, Node | null]> = [];
      for (const element of detach ? document.querySelectorAll(detach) : []) {
        removed.push([element, element.parentNode!, element.nextSibling]);
        element.remove();
      }
      const targets = new Set(document.querySelectorAll(selector));
      const kept = new Set<Element>();
      for (const target of targets) {
        for (let element: Element | null = target; element && !kept.has(element); element = element.parentElement) {
          kept.add(element);
        }
      }
      const hidden: Array<[HTMLElement, string]> = [];
      for (const ancestor of kept) {
        if (targets.has(ancestor)) {
          continue;
        }
        for (const child of ancestor.children) {
          if (
            !kept.has(child) &&
            child instanceof HTMLElement &&
            !['STYLE', 'LINK', 'SCRIPT', 'TEMPLATE'].includes(child.tagName)
          ) {
            hidden.push([child, child.style.display]);
            child.style.display = 'none';
          }
        }
      }
      (window as unknown as { __axeFocus: unknown }).__axeFocus = { removed, hidden };
    },
    [selector, detach ?? null] as const,
  );
  return async () => {
    await page.evaluate(() => {
      const store = window as unknown as {
        __axeFocus?: { removed: Array<[Element, Node, Node | null]>; hidden: Array<[HTMLElement, string]> };
      };
      const { removed = [], hidden = [] } = store.__axeFocus ?? {};
      for (const [element, display] of hidden) {
        element.style.display = display;
      }
      for (const [element, parent, next] of removed.reverse()) {
        parent.insertBefore(element, next);
      }
      delete store.__axeFocus;
    });
  };
}
