import type * as React from 'react';
import { styled } from '@mui/material/styles';
import { gaEventAttributes } from '../analytics/attributes';
import {
  CODE_STYLING_LABELS,
  type CodeStyling,
  CODE_STYLING_ATTRIBUTE,
  CODE_VARIANT_ATTRIBUTE,
} from '../core/preferences';
import type { DemoBackground } from '../core/facts/code.mjs';
import { CodeBlock } from '../ui/CodeBlock';
import { useDocsConfig, useTranslate } from '../providers';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { Icon, type IconName } from '../icons/Icon';
import type { SandboxSetup } from './sandboxProject';

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

const Root = styled('div')(({ theme }) => ({
  margin: theme.spacing(3, 0),
  '& > .demo-preview': {
    position: 'relative',
    padding: theme.spacing(3),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: '8px 8px 0 0',
    background: theme.vars.palette.background.paper,
    overflowX: 'auto',
  },
  '&[data-bg="inline"] > .demo-preview': { padding: theme.spacing(1, 0), border: 0, background: 'transparent' },
  '&[data-bg="playground"] > .demo-preview': { background: theme.vars.palette.action.hover },
  '&[data-tool] > .demo-preview': { borderRadius: 8 },
  '&[data-full-width] > .demo-preview, & > .demo-preview[data-demo-iframe]': { padding: 0 },
  '& .demo-preview > iframe': { display: 'block', width: '100%', height: '100%', border: 0 },
  '& .demo-error': { color: theme.vars.palette.error.main },

  // Toolbar: the variant switches, then the actions.
  '& > .demo-toolbar': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    padding: theme.spacing(0.5, 1),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderTop: 0,
    borderRadius: '0 0 8px 8px',
  },
  '&[data-bg="inline"] > .demo-toolbar': { borderTop: `1px solid ${theme.vars.palette.divider}`, borderRadius: 8 },
  '&[data-expanded] > .demo-toolbar, &[data-has-preview] > .demo-toolbar': {
    borderEndStartRadius: 0,
    borderEndEndRadius: 0,
  },
  '& .demo-toolbar-spacer': { flex: 1 },
  '& .demo-toolbar [role="group"]': { display: 'inline-flex' },
  '& .demo-toolbar button, & .demo-toolbar a': {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 32,
    height: 32,
    padding: theme.spacing(0, 1),
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 500,
    color: theme.vars.palette.text.secondary,
    background: 'transparent',
    border: '1px solid transparent',
    borderRadius: theme.shape.borderRadius,
    cursor: 'pointer',
    textDecoration: 'none',
    '&:hover': { background: theme.vars.palette.action.hover, color: theme.vars.palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 1 },
    '& svg': { width: 18, height: 18, fill: 'currentColor' },
  },
  '& .demo-toolbar [role="group"] button': {
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 0,
    fontSize: '0.75rem',
  },
  '& .demo-toolbar [role="group"] button:first-of-type': { borderStartStartRadius: 6, borderEndStartRadius: 6 },
  '& .demo-toolbar [role="group"] button:last-of-type': { borderStartEndRadius: 6, borderEndEndRadius: 6 },
  // Tooltips of the icon buttons, on hover and keyboard focus.
  '& .demo-toolbar [data-tooltip]:hover::after, & .demo-toolbar [data-tooltip]:focus-visible::after': {
    content: 'attr(data-tooltip)',
    position: 'absolute',
    bottom: 'calc(100% + 6px)',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 2,
    padding: theme.spacing(0.5, 1),
    whiteSpace: 'nowrap',
    fontSize: '0.75rem',
    color: '#fff',
    background: 'rgba(33 33 33 / 0.92)',
    borderRadius: 4,
    pointerEvents: 'none',
  },
  '& [data-demo-action="copy"] .icon-copied, & [data-demo-action="copy"][data-copied] .icon-copy': { display: 'none' },
  '& [data-demo-action="copy"][data-copied] .icon-copied': { display: 'block', color: theme.vars.palette.success.main },
  '& [data-demo-action="toggle-source"] .label-hide, &[data-expanded] [data-demo-action="toggle-source"] .label-show': {
    display: 'none',
  },
  '&[data-expanded] [data-demo-action="toggle-source"] .label-hide': { display: 'inline' },

  // Sources: the reader's code variant (TS/JS) and code styling decide which one shows (set on <html> before
  // the first paint). A demo without the reader's styling shows its MUI System source. The JavaScript is not in
  // the HTML: it is inserted before the TypeScript once fetched, and until then (or if it cannot load) the
  // TypeScript shows.
  '& .demo-source .code-block': { margin: 0 },
  '& .demo-source pre': { borderRadius: '0 0 8px 8px' },
  '& [data-variant="JS"], & [data-styling]:not([data-styling="system"]), & .demo-code-full': { display: 'none' },
  [`html[${CODE_VARIANT_ATTRIBUTE}="JS"] & [data-variant="JS"]`]: { display: 'block' },
  [`html[${CODE_VARIANT_ATTRIBUTE}="JS"] & [data-variant="JS"] + [data-variant="TS"]`]: { display: 'none' },
  [`html[${CODE_STYLING_ATTRIBUTE}="tailwind"] & .demo-source [data-styling="tailwind"], html[${CODE_STYLING_ATTRIBUTE}="css"] & .demo-source [data-styling="css"]`]:
    {
      display: 'block',
    },
  [`html[${CODE_STYLING_ATTRIBUTE}="tailwind"] & a[data-styling="tailwind"], html[${CODE_STYLING_ATTRIBUTE}="css"] & a[data-styling="css"]`]:
    {
      display: 'inline-flex',
    },
  [`html[${CODE_STYLING_ATTRIBUTE}="tailwind"] &[data-has-tailwind] [data-styling="system"], html[${CODE_STYLING_ATTRIBUTE}="css"] &[data-has-css] [data-styling="system"]`]:
    { display: 'none' },
  '&[data-expanded] .demo-code-full': { display: 'block' },
  '&[data-expanded] .demo-code-preview': { display: 'none' },
  // The buttons showing the current variant and styling.
  [`& button[data-set-code-variant="TS"], html[${CODE_VARIANT_ATTRIBUTE}="JS"] & button[data-set-code-variant="JS"], & button[data-set-code-styling="system"], html[${CODE_STYLING_ATTRIBUTE}="tailwind"] &[data-has-tailwind] button[data-set-code-styling="tailwind"], html[${CODE_STYLING_ATTRIBUTE}="css"] &[data-has-css] button[data-set-code-styling="css"]`]:
    {
      color: theme.vars.palette.primary.contrastText,
      background: theme.vars.palette.primary.main,
      borderColor: theme.vars.palette.primary.main,
    },
  [`html[${CODE_VARIANT_ATTRIBUTE}="JS"] & button[data-set-code-variant="TS"], html[${CODE_STYLING_ATTRIBUTE}="tailwind"] &[data-has-tailwind] button[data-set-code-styling="system"], html[${CODE_STYLING_ATTRIBUTE}="css"] &[data-has-css] button[data-set-code-styling="system"]`]:
    {
      color: theme.vars.palette.text.secondary,
      background: 'transparent',
      borderColor: theme.vars.palette.divider,
    },
  // Without JavaScript: the whole source shows, and only the actions that work without it remain.
  '@media (scripting: none)': {
    '& .demo-code-full': { display: 'block' },
    '& .demo-code-preview, & .demo-toolbar button': { display: 'none' },
  },
}));

function ToolbarButton({ action, label, icon, demo }: { action: string; label: string; icon: IconName; demo: string }) {
  return (
    <button
      type="button"
      data-demo-action={action}
      aria-label={label}
      data-tooltip={label}
      {...gaEventAttributes('demo', action, demo)}
    >
      <Icon name={icon} />
    </button>
  );
}

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
    <Root
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
          <div className="demo-toolbar" role="toolbar" aria-label={t('demo.toolbar', { name })}>
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
              {...gaEventAttributes('demo', 'toggle-source', name)}
            >
              <span className="label-show">{t('demo.showCode')}</span>
              <span className="label-hide">{t('demo.hideCode')}</span>
            </button>
            <button
              type="button"
              data-demo-action="copy"
              aria-label={t('demo.copy')}
              data-tooltip={t('demo.copy')}
              {...gaEventAttributes('demo', 'copy', name)}
            >
              <Icon name="copy" className="icon-copy" />
              <Icon name="check" className="icon-copied" />
            </button>
            <ToolbarButton demo={name} action="reset" label={t('demo.reset')} icon="reset" />
            <ToolbarButton demo={name} action="codesandbox" label={t('demo.codesandbox')} icon="codesandbox" />
            <ToolbarButton demo={name} action="stackblitz" label={t('demo.stackblitz')} icon="stackblitz" />
            {config.chatEndpoint ? (
              <ToolbarButton demo={name} action="chat" label={t('demo.chat')} icon="chat" />
            ) : null}
            {variants.map((variant) => (
              <a
                key={variant.styling}
                data-styling={variant.styling}
                className="demo-source-link"
                href={`${config.repositoryUrl}/blob/${config.repositoryBranch}/${variant.file}`}
                aria-label={t('demo.sourceLink')}
                data-tooltip={t('demo.sourceLink')}
                {...gaEventAttributes('demo', 'source-link', name)}
              >
                <Icon name="source" />
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
    </Root>
  );
}
