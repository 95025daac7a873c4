import { styled } from '@mui/material/styles';
import { CODE_BACKGROUND, CODE_FOREGROUND } from '../core/codeTheme.mjs';
import { useTranslate } from '../providers';

const Root = styled('div')(({ theme }) => ({
  position: 'relative',
  margin: theme.spacing(2, 0),
  '& pre': {
    direction: 'ltr',
    textAlign: 'left',
    margin: 0,
    padding: theme.spacing(2),
    overflow: 'auto',
    borderRadius: 8,
    fontSize: '0.8125rem',
    lineHeight: 1.6,
    background: CODE_BACKGROUND,
    color: CODE_FOREGROUND,
    colorScheme: 'dark',
  },
  '& .copy-button': {
    position: 'absolute',
    top: theme.spacing(1),
    insetInlineEnd: theme.spacing(1),
    padding: theme.spacing(0.25, 1),
    font: 'inherit',
    fontSize: '0.75rem',
    color: CODE_FOREGROUND,
    background: 'rgba(255 255 255 / 0.08)',
    border: '1px solid rgba(255 255 255 / 0.2)',
    borderRadius: theme.shape.borderRadius,
    cursor: 'pointer',
    opacity: 0,
    '&:focus-visible': { opacity: 1 },
  },
  '&:hover .copy-button': { opacity: 1 },
  // The copy button needs JavaScript; without it, it is not offered.
  '@media (scripting: none)': { '& .copy-button': { display: 'none' } },
}));

export interface CodeBlockProps {
  /** Prism language name, or `text`. */
  language: string;
  /** Highlighted HTML produced at build time. */
  html: string;
  /** Its own copy button (a demo's toolbar has one for all its blocks instead). */
  copyButton?: boolean;
}

/**
 * A code sample highlighted at build time. Its copy button is handled by `useCopyButtons`, a delegated
 * listener, so code blocks work inside markup that is never hydrated.
 */
export function CodeBlock({ language, html, copyButton = true }: CodeBlockProps) {
  const t = useTranslate();
  return (
    <Root className="code-block">
      {/* The block scrolls horizontally, so it must be reachable by keyboard. */}
      <pre className={`language-${language}`} tabIndex={0}>
        <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
      {copyButton ? (
        <button type="button" className="copy-button" data-copy-code="" aria-label={t('code.copyCode')}>
          {t('code.copy')}
        </button>
      ) : null}
    </Root>
  );
}
