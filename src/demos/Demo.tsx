import type * as React from 'react';
import { gaEventAttributes, gaEventLabel } from '../analytics';
import { CODE_STYLING_LABELS, type CodeStyling } from '../core/preferences';
import type { DemoBackground } from '../core/facts/code.mjs';
import { CodeBlock } from '../ui';
import { useDocsConfig, useTranslate } from '../providers';
import { DemoRoot } from './Demo.styles';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { Icon } from '../icons';
import type { SandboxSetup } from './sandboxProject';
import { ToolbarButton } from './ToolbarButton';

/** One code-styling variant of a demo, prepared at build time (`build/mdx/remark-demos.mjs`). */
export interface DemoVariant {
  styling: CodeStyling;
  /** Its file in the repository: `data/<page folder>/<Demo>.tailwind.tsx` for a Tailwind CSS variant. */
  file: string;
  tsHtml: string;
  /** The returned JSX alone, when it is short; null otherwise. */
  tsPreviewHtml: string | null;
  /** What its sandbox project needs besides the source. */
  sandbox: SandboxSetup;
}

export interface DemoBuildData {
  variants: DemoVariant[];
  /** The address of its JavaScript version, fetched when the reader chooses JS (`src/demos/jsVariants.ts`). */
  js: string;
  /** Uses a commercial package (plan pro or premium): the watermark and licence message are expected. */
  commercial: boolean;
  /** `outlined` (default): a bordered panel; `inline`: on the page itself; `playground`: a tinted area. */
  bg?: DemoBackground;
  /** The preview spans the page's full content width, without padding. */
  fullWidth?: boolean;
  /** Rendered in an iframe of its own (for components positioned on the viewport: app bars, drawers). */
  iframe?: boolean;
  /** Height reserved for the preview in pixels (iframes, and components that render only in the browser). */
  height?: number;
  /** The Material Icons font themes it renders (`material-icons`, `material-icons-outlined`, …), linked by the page. */
  fontIcons?: string[];
  /** An interactive tool of the page (the icon search), not an example: shown without toolbar and source. */
  tool?: boolean;
}

export interface DemoProps {
  /** Its path under data/ without extension: `getting-started/usage/CountingButton`. */
  id: string;
  name: string;
  /** The demo component, imported by the (server-only) MDX module. */
  component: React.ComponentType;
  /** `DemoBuildData` as JSON. */
  data: string;
}

/** The icons of a demo's toolbar: a page with demos has them once, in its sprite (`IconSprite`). */
export const DEMO_TOOLBAR_ICONS = [
  'copy',
  'check',
  'ai',
  'reset',
  'codesandbox',
  'stackblitz',
  'chat',
  'source',
] as const;

/**
 * A live demo, its toolbar and its source. Everything is rendered into the exported HTML and never hydrated
 * as part of the page: the preview is an island (`startDemoIslands`, loaded by `useDemos`) whose code loads when it nears the
 * viewport, and the toolbar works through one delegated listener (`startDemoToolbar`).
 */
export function Demo({ id, name, component: Component, data }: DemoProps) {
  const t = useTranslate();
  const config = useDocsConfig();
  const {
    variants,
    js,
    commercial,
    bg = 'outlined',
    fullWidth = false,
    iframe = false,
    height,
    tool = false,
    fontIcons = [],
  } = JSON.parse(data) as DemoBuildData;
  const has = (styling: CodeStyling) => variants.some((variant) => variant.styling === styling);
  const hasPreview = variants.some((variant) => variant.tsPreviewHtml !== null);
  const sourceId = `demo-${name}-source`;
  return (
    <DemoRoot
      className="demo"
      id={`demo-${name}`}
      data-demo-root={name}
      data-bg={bg}
      data-full-width={fullWidth ? '' : undefined}
      data-tool={tool ? '' : undefined}
      data-has-preview={hasPreview ? '' : undefined}
      data-has-tailwind={has('tailwind') ? '' : undefined}
      data-has-css={has('css') ? '' : undefined}
      // The MUI packages the demo runs, so checks and tools can tell a Data Grid page from the HTML alone.
      data-packages={Object.keys(variants[0]?.sandbox.dependencies ?? {})
        .filter((dependency) => dependency.startsWith('@mui/'))
        .join(' ')}
    >
      {fontIcons.map((theme) => (
        // The icon font of the demo's `<Icon>`s, served by the site (`npm run generate` writes it).
        <link
          key={theme}
          rel="stylesheet"
          href={theme === 'material-icons' ? config.fontStylesheets.materialIcons : `/fonts/${theme}.css`}
        />
      ))}
      <div
        className="demo-preview"
        data-demo={id}
        data-demo-iframe={iframe ? '' : undefined}
        data-commercial={commercial ? '' : undefined}
        style={height ? { height } : undefined}
      >
        {iframe ? (
          // Filled in the browser: a component fixed to the viewport needs a viewport of its own.
          <iframe title={t('demo.frameTitle', { name })} />
        ) : (
          <DemoErrorBoundary label={t('demo.crashed')} retryLabel={t('demo.retry')}>
            <Component />
          </DemoErrorBoundary>
        )}
      </div>
      {tool ? null : (
        <>
          <div className="demo-toolbar" role="toolbar" aria-label={t('demo.toolbar', { name })} {...gaEventLabel(name)}>
            {variants.length > 1 ? (
              <div role="group" aria-label={t('demo.styling')}>
                {variants.map((variant) => (
                  <button key={variant.styling} type="button" data-set-code-styling={variant.styling}>
                    {CODE_STYLING_LABELS[variant.styling]}
                  </button>
                ))}
              </div>
            ) : null}
            <div role="group" aria-label={t('code.variant')}>
              <button type="button" data-set-code-variant="TS">
                TS
              </button>
              <button type="button" data-set-code-variant="JS">
                JS
              </button>
            </div>
            <span className="demo-toolbar-spacer" />
            <button
              type="button"
              data-demo-action="toggle-source"
              aria-expanded="false"
              aria-controls={sourceId}
              {...gaEventAttributes('demo', 'toggle-source')}
            >
              <span className="label-show">{t('demo.showCode')}</span>
              <span className="label-hide">{t('demo.hideCode')}</span>
            </button>
            <button
              type="button"
              data-demo-action="copy"
              aria-label={t('demo.copy')}
              {...gaEventAttributes('demo', 'copy')}
            >
              <Icon name="copy" className="icon-copy" shared />
              <Icon name="check" className="icon-copied" shared />
            </button>
            <ToolbarButton action="copy-ai" label={t('demo.copyForAi')} done={t('demo.copiedForAi')} icon="ai" />
            <ToolbarButton action="reset" label={t('demo.reset')} icon="reset" />
            <ToolbarButton action="codesandbox" label={t('demo.codesandbox')} icon="codesandbox" />
            <ToolbarButton action="stackblitz" label={t('demo.stackblitz')} icon="stackblitz" />
            {config.chatEndpoint ? <ToolbarButton action="chat" label={t('demo.chat')} icon="chat" /> : null}
            {variants.map((variant) => (
              <a
                key={variant.styling}
                data-styling={variant.styling}
                className="demo-source-link"
                href={`${config.repositoryUrl}/blob/${config.repositoryBranch}/${variant.file}`}
                aria-label={t('demo.sourceLink')}
                {...gaEventAttributes('demo', 'source-link')}
              >
                <Icon name="source" shared />
              </a>
            ))}
          </div>
          <div className="demo-source" id={sourceId} data-js={js}>
            {variants.map((variant) => (
              <div key={variant.styling} data-styling={variant.styling} data-sandbox={JSON.stringify(variant.sandbox)}>
                <div data-variant="TS">
                  <div className="demo-code-full">
                    <CodeBlock language="tsx" html={variant.tsHtml} copyButton={false} />
                  </div>
                  {variant.tsPreviewHtml ? (
                    <div className="demo-code-preview">
                      <CodeBlock language="tsx" html={variant.tsPreviewHtml} copyButton={false} />
                    </div>
                  ) : null}
                </div>
              </div>
            ))}
          </div>
        </>
      )}
    </DemoRoot>
  );
}
