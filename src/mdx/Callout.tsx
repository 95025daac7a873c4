import * as React from 'react';
import { styled } from '@mui/material/styles';

export type CalloutSeverity = 'info' | 'success' | 'warning' | 'error';

const LABELS: Record<CalloutSeverity, string> = { info: 'Note', success: 'Tip', warning: 'Warning', error: 'Caution' };

const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'severity' })<{ severity: CalloutSeverity }>(
  ({ theme }) => ({
    margin: theme.spacing(2, 0),
    padding: theme.spacing(1.5, 2),
    borderInlineStart: '4px solid',
    borderRadius: theme.shape.borderRadius,
    '& > :first-child': { marginTop: 0 },
    '& > :last-child': { marginBottom: 0 },
    '& .callout-label': { display: 'block', fontWeight: 700, marginBottom: theme.spacing(0.5) },
    variants: (['info', 'success', 'warning', 'error'] as const).map((severity) => ({
      props: { severity },
      style: {
        borderColor: theme.vars.palette[severity].main,
        background: `rgba(${theme.vars.palette[severity].mainChannel} / 0.08)`,
      },
    })),
  }),
);

/** A highlighted note: `> [!NOTE]` (and TIP, IMPORTANT, WARNING, CAUTION) in Markdown, or `<Callout>` in MDX. */
export function Callout({ severity = 'info', children }: { severity?: CalloutSeverity; children: React.ReactNode }) {
  return (
    <Root severity={severity} role="note">
      <strong className="callout-label">{LABELS[severity]}</strong>
      {children}
    </Root>
  );
}
