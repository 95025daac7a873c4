import type * as React from 'react';
import { styled } from '@mui/material/styles';
import { CodeBlock } from '../mdx/CodeBlock';
import { CodeSample } from '../mdx/CodeSample';
import { useTranslate } from '../providers';
import { DemoErrorBoundary } from './DemoErrorBoundary';

const Root = styled('div')(({ theme }) => ({
  margin: theme.spacing(3, 0),
  '& > .demo-preview': {
    padding: theme.spacing(3),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 8,
    background: theme.vars.palette.background.paper,
    overflowX: 'auto',
  },
  '& > .code-sample': { marginTop: theme.spacing(1) },
  '& .demo-error': { color: theme.vars.palette.error.main },
}));

export interface DemoProps {
  /** Its path under data/ without extension: `getting-started/usage/CountingButton`. */
  id: string;
  name: string;
  /** The demo component, imported by the (server-only) MDX module. */
  component: React.ComponentType;
  /** Highlighted TypeScript source and generated JavaScript. */
  tsHtml: string;
  jsHtml: string;
}

/**
 * A live demo and its source. The preview is rendered into the exported HTML; in the browser it is an
 * island (`useDemoIslands`) whose code loads when it nears the viewport and hydrates the markup in place.
 */
export function Demo({ id, name, component: Component, tsHtml, jsHtml }: DemoProps) {
  const t = useTranslate();
  return (
    <Root className="demo" id={`demo-${name}`}>
      <div className="demo-preview" data-demo={id}>
        <DemoErrorBoundary label={t('demo.crashed')} retryLabel={t('demo.retry')}>
          <Component />
        </DemoErrorBoundary>
      </div>
      <CodeSample>
        <CodeBlock language="tsx" html={tsHtml} />
        <CodeBlock language="jsx" html={jsHtml} />
      </CodeSample>
    </Root>
  );
}
