import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate } from '../providers';
import { CODE_VARIANT_ATTRIBUTE } from '../core/preferences';

const Root = styled('div')(({ theme }) => ({
  margin: theme.spacing(2, 0),
  '& > .code-sample-variants': {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: theme.spacing(0.5),
    marginBottom: theme.spacing(-1),
  },
  '& .code-sample-variants button': {
    padding: theme.spacing(0.25, 1),
    font: 'inherit',
    fontSize: '0.75rem',
    fontWeight: 600,
    color: theme.vars.palette.text.secondary,
    background: 'transparent',
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    cursor: 'pointer',
  },
  // The reader's variant (on <html>, set before the first paint) decides which sample and button show as current.
  '& [data-variant="JS"]': { display: 'none' },
  [`html[${CODE_VARIANT_ATTRIBUTE}="JS"] & [data-variant="JS"]`]: { display: 'block' },
  [`html[${CODE_VARIANT_ATTRIBUTE}="JS"] & [data-variant="TS"]`]: { display: 'none' },
  [`& button[data-set-code-variant="TS"], html[${CODE_VARIANT_ATTRIBUTE}="JS"] & button[data-set-code-variant="JS"]`]: {
    color: theme.vars.palette.primary.contrastText,
    background: theme.vars.palette.primary.main,
    borderColor: theme.vars.palette.primary.main,
  },
  [`html[${CODE_VARIANT_ATTRIBUTE}="JS"] & button[data-set-code-variant="TS"]`]: {
    color: theme.vars.palette.text.secondary,
    background: 'transparent',
    borderColor: theme.vars.palette.divider,
  },
  '@media (scripting: none)': { '& .code-sample-variants': { display: 'none' } },
}));

/**
 * A code sample written twice, TypeScript then JavaScript (` ```tsx sample ` followed by ` ```jsx sample `).
 * Both are in the HTML; CSS shows the reader's variant, and the TS/JS buttons switch it for every sample
 * on the site (handled by the code preferences provider through `data-set-code-variant`).
 */
export function CodeSample({ children }: { children: React.ReactNode }) {
  const t = useTranslate();
  const [ts, js] = React.Children.toArray(children);
  return (
    <Root className="code-sample">
      <div className="code-sample-variants" role="group" aria-label={t('code.variant')}>
        <button type="button" data-set-code-variant="TS">
          TS
        </button>
        <button type="button" data-set-code-variant="JS">
          JS
        </button>
      </div>
      <div data-variant="TS">{ts}</div>
      <div data-variant="JS">{js}</div>
    </Root>
  );
}
