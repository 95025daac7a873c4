import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider, styled, useThemeProps } from '@mui/material/styles';
import type { ComponentsOverrides, ComponentsVariants, Theme } from '@mui/material/styles';

export interface KpiTileProps extends React.HTMLAttributes<HTMLDivElement> {
  label: string;
  value: string;
  /** Change since the previous period, in percent. */
  change: number;
  /** For metrics where a decrease is good news (churn, costs, wait times). */
  lowerIsBetter?: boolean;
  variant?: 'outlined' | 'elevated';
}

interface KpiTileOwnerState extends KpiTileProps {
  good: boolean;
}

// Registers the component with the theme's types: slot names, props, and the three theme entries.
declare module '@mui/material/styles' {
  interface ComponentNameToClassKey {
    AcmeKpiTile: 'root' | 'label' | 'value' | 'trend';
  }
  interface ComponentsPropsList {
    AcmeKpiTile: Partial<KpiTileProps>;
  }
  interface Components<Theme = unknown> {
    AcmeKpiTile?: {
      defaultProps?: ComponentsPropsList['AcmeKpiTile'];
      styleOverrides?: ComponentsOverrides<Theme>['AcmeKpiTile'];
      variants?: ComponentsVariants<Theme>['AcmeKpiTile'];
    };
  }
}

const KpiTileRoot = styled('div', { name: 'AcmeKpiTile', slot: 'root' })<{ ownerState: KpiTileOwnerState }>(
  ({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
    minWidth: 160,
    padding: theme.spacing(2, 2.5),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    variants: [
      { props: { variant: 'outlined' }, style: { border: `1px solid ${(theme.vars ?? theme).palette.divider}` } },
      {
        props: { variant: 'elevated' },
        style: [
          { boxShadow: theme.shadows[3] },
          theme.applyStyles('dark', { backgroundImage: 'linear-gradient(rgba(255, 255, 255, 0.06), rgba(255, 255, 255, 0.06))' }),
        ],
      },
    ],
  }),
);

const KpiTileLabel = styled('span', { name: 'AcmeKpiTile', slot: 'label' })<{ ownerState: KpiTileOwnerState }>(
  ({ theme }) => ({ ...theme.typography.body2, color: (theme.vars ?? theme).palette.text.secondary }),
);

const KpiTileValue = styled('span', { name: 'AcmeKpiTile', slot: 'value' })<{ ownerState: KpiTileOwnerState }>(
  ({ theme }) => ({ ...theme.typography.h5, fontWeight: 700 }),
);

const KpiTileTrend = styled('span', { name: 'AcmeKpiTile', slot: 'trend' })<{ ownerState: KpiTileOwnerState }>(
  ({ theme, ownerState }) => ({
    ...theme.typography.body2,
    fontWeight: 600,
    color: (theme.vars ?? theme).palette[ownerState.good ? 'success' : 'error'].main,
  }),
);

export const KpiTile = React.forwardRef<HTMLDivElement, KpiTileProps>(function KpiTile(inProps, ref) {
  // Merges the theme's components.AcmeKpiTile.defaultProps under the props given here.
  const props = useThemeProps({ props: inProps, name: 'AcmeKpiTile' });
  const { label, value, change, lowerIsBetter = false, variant = 'outlined', ...other } = props;
  const ownerState = { ...props, lowerIsBetter, variant, good: change >= 0 !== lowerIsBetter };

  return (
    <KpiTileRoot ref={ref} ownerState={ownerState} {...other}>
      <KpiTileLabel ownerState={ownerState}>{label}</KpiTileLabel>
      <KpiTileValue ownerState={ownerState}>{value}</KpiTileValue>
      <KpiTileTrend ownerState={ownerState}>
        {change > 0 ? '+' : ''}
        {change}% vs last quarter
      </KpiTileTrend>
    </KpiTileRoot>
  );
});

// What an app using the component can now write in its theme. The function form keeps this site's theme.
function withKpiTheme(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      AcmeKpiTile: {
        defaultProps: { variant: 'elevated' },
        styleOverrides: {
          label: { textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: 12, fontWeight: 600 },
          value: { fontVariantNumeric: 'tabular-nums' },
        },
        variants: [
          { props: { variant: 'outlined' }, style: { borderWidth: 2, borderStyle: 'dashed' } },
        ],
      },
    },
  };
}

function Tiles({ caption }: { caption: string }) {
  return (
    <div>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1, fontFamily: 'monospace' }}>
        {caption}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0.5 }}>
        <KpiTile label="Orders" value="1,284" change={6.2} />
        <KpiTile variant="outlined" label="Refunds" value="37" change={-12} lowerIsBetter />
      </Box>
    </div>
  );
}

export default function KpiTileTemplate() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <Tiles caption="No theme entry" />
      <ThemeProvider theme={withKpiTheme}>
        <Tiles caption="components.AcmeKpiTile" />
      </ThemeProvider>
    </Box>
  );
}
