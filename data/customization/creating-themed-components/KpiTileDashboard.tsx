import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';

interface KpiTileProps extends React.HTMLAttributes<HTMLDivElement> {
  label: string;
  value: string;
  /** Change since the previous period, in percent. */
  change: number;
  /** For metrics such as churn, where going down is good news. */
  lowerIsBetter?: boolean;
}

interface KpiTileOwnerState {
  good: boolean;
}

// Every slot is a styled element with the same `name` and its own `slot`:
// the theme can then reach each one under components.AcmeKpiTile.
const KpiTileRoot = styled('div', { name: 'AcmeKpiTile', slot: 'root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  minWidth: 170,
  padding: theme.spacing(2, 2.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
}));

const KpiTileLabel = styled('span', { name: 'AcmeKpiTile', slot: 'label' })(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const KpiTileValue = styled('span', { name: 'AcmeKpiTile', slot: 'value' })(({ theme }) => ({
  ...theme.typography.h5,
  fontWeight: 700,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const KpiTileTrend = styled('span', { name: 'AcmeKpiTile', slot: 'trend' })<{
  ownerState: KpiTileOwnerState;
}>(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  ...theme.typography.body2,
  fontWeight: 600,
  variants: [
    { props: { good: true }, style: { color: (theme.vars ?? theme).palette.success.main } },
    { props: { good: false }, style: { color: (theme.vars ?? theme).palette.error.main } },
  ],
}));

const KpiTile = React.forwardRef<HTMLDivElement, KpiTileProps>(function KpiTile(props, ref) {
  const { label, value, change, lowerIsBetter = false, ...other } = props;
  const ownerState = { good: change >= 0 !== lowerIsBetter };
  const Icon = change >= 0 ? TrendingUpIcon : TrendingDownIcon;

  return (
    <KpiTileRoot ref={ref} {...other}>
      <KpiTileLabel>{label}</KpiTileLabel>
      <KpiTileValue>{value}</KpiTileValue>
      <KpiTileTrend ownerState={ownerState}>
        <Icon fontSize="small" aria-hidden />
        {change > 0 ? '+' : ''}
        {change}% vs last month
      </KpiTileTrend>
    </KpiTileRoot>
  );
});

export default function KpiTileDashboard() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <KpiTile label="Monthly revenue" value="$48.2k" change={12.4} />
      <KpiTile label="Active customers" value="3,914" change={4.1} />
      <KpiTile label="Churn rate" value="2.3%" change={-0.4} lowerIsBetter />
      <KpiTile label="Avg. response time" value="3h 12m" change={8} lowerIsBetter />
    </Box>
  );
}
