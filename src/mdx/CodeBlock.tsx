import * as React from 'react';
import { styled } from '@mui/material/styles';

const Root = styled('div')(({ theme }) => ({
  position: 'relative',
  margin: theme.spacing(2, 0),
  '& pre': {
    margin: 0,
    padding: theme.spacing(2),
    overflow: 'auto',
    borderRadius: 8,
    fontSize: '0.8125rem',
    lineHeight: 1.6,
    background: '#0f1924',
    color: '#e6edf3',
    colorScheme: 'dark',
  },
  '& .copy-button': {
    position: 'absolute',
    top: theme.spacing(1),
    right: theme.spacing(1),
    padding: theme.spacing(0.25, 1),
    font: 'inherit',
    fontSize: '0.75rem',
    color: '#e6edf3',
    background: 'rgba(255 255 255 / 0.08)',
    border: '1px solid rgba(255 255 255 / 0.2)',
    borderRadius: theme.shape.borderRadius,
    cursor: 'pointer',
    opacity: 0,
    '&:focus-visible': { opacity: 1 },
  },
  '&:hover .copy-button': { opacity: 1 },
}));

export interface CodeBlockProps {
  /** Prism language name, or `text`. */
  language: string;
  /** Highlighted HTML produced at build time. */
  html: string;
}

/** A code sample highlighted at build time, with a copy button. */
export function CodeBlock({ language, html }: CodeBlockProps) {
  const codeRef = React.useRef<HTMLElement>(null);
  const [copied, setCopied] = React.useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codeRef.current?.textContent ?? '');
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard access can be denied; the code stays selectable.
    }
  };
  return (
    <Root>
      {/* The block scrolls horizontally, so it must be reachable by keyboard. */}
      <pre className={`language-${language}`} tabIndex={0}>
        <code ref={codeRef} className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
      <button type="button" className="copy-button" onClick={copy} aria-label={copied ? 'Copied' : 'Copy code'}>
        {copied ? 'Copied' : 'Copy'}
      </button>
    </Root>
  );
}
