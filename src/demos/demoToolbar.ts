import { parseCodeStyling } from '../core/preferences';
import { codeBlockToCopy, copyWithFeedback } from '../ui';
import { CODE_STYLING_ATTRIBUTE } from '../core/preferences';
import { DEMO_RESET_EVENT } from './events';
import { loadJsVariants, prefersJs, startJsVariants } from './jsVariants';
import type { SandboxDemo, SandboxService, SandboxSetup } from './sandboxProject';

export interface DemoToolbarLabels {
  copy: string;
  copied: string;
  chatFailed: string;
  sandboxFailed: string;
}

/**
 * A variant's sandbox setup from its `data-sandbox` attribute. Anything unreadable is left empty: the project
 * still opens, with the documented packages missing from package.json.
 */
export function parseSandboxSetup(json: string | undefined): SandboxSetup {
  let value: unknown;
  try {
    value = JSON.parse(json ?? '{}');
  } catch {
    value = {};
  }
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const versions = (field: unknown): Record<string, string> =>
    typeof field === 'object' && field !== null && !Array.isArray(field)
      ? Object.fromEntries(
          Object.entries(field).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : {};
  return {
    dependencies: versions(record.dependencies),
    typeDependencies: versions(record.typeDependencies),
    stylesheets: Array.isArray(record.stylesheets)
      ? record.stylesheets.filter((href): href is string => typeof href === 'string' && /^https:\/\//.test(href))
      : [],
  };
}

/**
 * A demo's source in the styling the reader chose (MUI System when the demo has no such variant, as its CSS does):
 * the element holding its TS and JS blocks and its sandbox setup.
 */
function shownStyling(root: Element): HTMLElement | null {
  const wanted = parseCodeStyling(document.documentElement.getAttribute(CODE_STYLING_ATTRIBUTE)) ?? 'system';
  return (
    root.querySelector<HTMLElement>(`.demo-source [data-styling="${wanted}"]`) ??
    root.querySelector<HTMLElement>('.demo-source [data-styling="system"]')
  );
}

/**
 * The source a demo shows right now: the reader's code variant and styling (the styling falls back to
 * MUI System when the demo has no such variant, as its CSS does), with that variant's sandbox setup. A reader of
 * JavaScript gets the TypeScript, named so, while the JavaScript is not there (as the page shows it).
 */
export function currentDemoSource(root: Element): Omit<SandboxDemo, 'pageUrl'> | null {
  const block = shownStyling(root);
  const code = (variant: 'TS' | 'JS') =>
    block?.querySelector(`[data-variant="${variant}"] .demo-code-full code`)?.textContent;
  const variant = prefersJs() && code('JS') != null ? 'JS' : 'TS';
  const text = code(variant);
  if (!block || text == null) {
    return null;
  }
  const sandbox = parseSandboxSetup(block.dataset.sandbox);
  return {
    name: root.getAttribute('data-demo-root') ?? 'Demo',
    code: text,
    variant,
    styling: parseCodeStyling(block.dataset.styling) ?? 'system',
    ...sandbox,
  };
}

/**
 * What "Copy for AI" copies: the demo's TypeScript source in the styling shown, the exact versions of the packages it
 * runs on this site (its sandbox's dependencies), and the page's address. Null when the source is not in the page.
 */
export function demoForAi(root: Element, pageUrl: string): string | null {
  const block = shownStyling(root);
  const code = block?.querySelector('[data-variant="TS"] .demo-code-full code')?.textContent;
  if (!block || code == null) {
    return null;
  }
  const name = root.getAttribute('data-demo-root') ?? 'Demo';
  const { dependencies } = parseSandboxSetup(block.dataset.sandbox);
  return [
    `The ${name} demo of ${pageUrl}`,
    '',
    'It runs on these packages:',
    ...Object.entries(dependencies).map(([pkg, version]) => `- ${pkg}@${version}`),
    '',
    '```tsx',
    code.replace(/\n$/, ''),
    '```',
    '',
  ].join('\n');
}

/** The page's public address (its canonical link), else the address it was opened at, without query or hash. */
function pageAddress(): string {
  return (
    document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ??
    `${window.location.origin}${window.location.pathname}`
  );
}

/** `currentDemoSource`, once the demo's JavaScript has loaded (or failed to) when the reader reads JavaScript. */
async function demoSourceToUse(root: Element): Promise<Omit<SandboxDemo, 'pageUrl'> | null> {
  const source = root.querySelector<HTMLElement>('.demo-source[data-js]');
  if (source && prefersJs()) {
    await loadJsVariants(source);
  }
  return currentDemoSource(root);
}

/**
 * Every demo toolbar of the page through one delegated listener (toolbars are static markup, never hydrated):
 * show/hide the source, copy, reset, CodeSandbox, StackBlitz and MUI Chat. Also Ctrl/⌘+C over a demo's code with
 * nothing selected copies the demo's whole current source. It also brings the demos' JavaScript when the reader reads
 * JavaScript (`startJsVariants`), which the actions wait for. Failures are reported through `onMessage`.
 * Returns the function that removes the listeners.
 */
export function startDemoToolbar(
  labels: DemoToolbarLabels,
  chatEndpoint: string | null,
  onMessage: (message: string) => void,
) {
  const { chatFailed, sandboxFailed } = labels;
  /** Copies, then shows `done` on the button (its label, which its tooltip shows) for a moment. */
  const copyFrom = (text: string, button: HTMLElement | undefined, label: string, done: string) =>
    copyWithFeedback(text, done, () => {
      if (!button) {
        return () => {};
      }
      button.dataset.copied = '';
      button.setAttribute('aria-label', done);
      return () => {
        delete button.dataset.copied;
        button.setAttribute('aria-label', label);
      };
    });
  const copySource = (text: string, button?: HTMLElement) => copyFrom(text, button, labels.copy, labels.copied);

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-demo-action]');
    const root = button?.closest('[data-demo-root]');
    if (!button || !root) {
      return;
    }
    const action = button.dataset.demoAction;
    if (action === 'toggle-source') {
      const expanded = !root.hasAttribute('data-expanded');
      root.toggleAttribute('data-expanded', expanded);
      button.setAttribute('aria-expanded', String(expanded));
      return;
    }
    if (action === 'reset') {
      root.querySelector('[data-demo]')?.dispatchEvent(new CustomEvent(DEMO_RESET_EVENT));
      return;
    }
    if (action === 'copy-ai') {
      const text = demoForAi(root, pageAddress());
      if (text) {
        // Its strings are the button's own (exported markup, like the page's actions).
        void copyFrom(text, button, button.getAttribute('aria-label') ?? '', button.dataset.done ?? '');
      }
      return;
    }
    void demoSourceToUse(root).then((source) => {
      if (!source) {
        return;
      }
      const demo: SandboxDemo = { ...source, pageUrl: `${window.location.origin}${window.location.pathname}` };
      if (action === 'copy') {
        void copySource(source.code, button);
      } else if (action === 'codesandbox' || action === 'stackblitz') {
        void import('./sandboxProject')
          .then(({ openSandbox }) => openSandbox(action as SandboxService, demo))
          .catch(() => onMessage(sandboxFailed));
      } else if (action === 'chat' && chatEndpoint) {
        void import('./chat')
          .then(({ openInChat }) => openInChat(chatEndpoint, demo))
          .catch(() => onMessage(chatFailed));
      }
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Code blocks outside demos are copied by useCopyButtons.
    const root = codeBlockToCopy(event)?.closest('[data-demo-root]');
    if (root && currentDemoSource(root)) {
      event.preventDefault();
      void demoSourceToUse(root).then(
        (source) =>
          source && copySource(source.code, root.querySelector<HTMLElement>('[data-demo-action="copy"]') ?? undefined),
      );
    }
  };

  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  const stopJsVariants = startJsVariants();
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
    stopJsVariants();
  };
}
