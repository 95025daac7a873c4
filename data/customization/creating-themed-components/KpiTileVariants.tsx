import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';

interface KpiTileProps {
  label: string;
  value: string;
  change: number;
  lowerIsBetter?: boolean;
  variant?: 'outlined' | 'elevated';
}

// The props, plus state computed inside the component that styles need but users never pass.
interface KpiTileOwnerState extends KpiTileProps {
  good: boolean;
}

const KpiTileRoot = styled('div', { name: 'AcmeKpiTile', slot: 'root' })<{
  ownerState: KpiTileOwnerState;
}>(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  minWidth: 170,
  padding: theme.spacing(2, 2.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  // `variants` matches against the props and the ownerState.
  variants: [
    {
      props: { variant: 'outlined' },
      style: { border: `1px solid ${(theme.vars ?? theme).palette.divider}` },
    },
    {
      props: { variant: 'elevated' },
      style: [
        { boxShadow: theme.shadows[3] },
        theme.applyStyles('dark', { backgroundImage: 'linear-gradient(rgba(255, 255, 255, 0.06), rgba(255, 255, 255, 0.06))' }),
      ],
    },
  ],
}));

const KpiTileLabel = styled('span', { name: 'AcmeKpiTile', slot: 'label' })(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const KpiTileValue = styled('span', { name: 'AcmeKpiTile', slot: 'value' })(({ theme }) => ({
  ...theme.typography.h5,
  fontWeight: 700,
}));

// Reads ownerState in a callback: green when the change is good news, red otherwise.
const KpiTileTrend = styled('span', { name: 'AcmeKpiTile', slot: 'trend' })<{
  ownerState: KpiTileOwnerState;
}>(({ theme, ownerState }) => ({
  ...theme.typography.body2,
  fontWeight: 600,
  color: (theme.vars ?? theme).palette[ownerState.good ? 'success' : 'error'].main,
}));

function KpiTile(props: KpiTileProps) {
  const { label, value, change, lowerIsBetter = false, variant = 'outlined' } = props;
  const ownerState = { ...props, lowerIsBetter, variant, good: change >= 0 !== lowerIsBetter };

  return (
    <KpiTileRoot ownerState={ownerState}>
      <KpiTileLabel>{label}</KpiTileLabel>
      <KpiTileValue>{value}</KpiTileValue>
      <KpiTileTrend ownerState={ownerState}>
        {change > 0 ? '+' : ''}
        {change}% vs last week
      </KpiTileTrend>
    </KpiTileRoot>
  );
}

export default function KpiTileVariants() {
  const [variant, setVariant] = React.useState<'outlined' | 'elevated'>('outlined');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={variant}
        onChange={(_event, next: 'outlined' | 'elevated' | null) => next && setVariant(next)}
        aria-label="Tile variant"
        sx={{ justifySelf: 'start' }}
      >
        <ToggleButton value="outlined">outlined</ToggleButton>
        <ToggleButton value="elevated">elevated</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 1 }}>
        <KpiTile variant={variant} label="Tickets resolved" value="412" change={9.5} />
        <KpiTile variant={variant} label="Escalations" value="14" change={27} lowerIsBetter />
        <KpiTile variant={variant} label="First reply" value="38 min" change={-15} lowerIsBetter />
      </Box>
    </Box>
  );
}
