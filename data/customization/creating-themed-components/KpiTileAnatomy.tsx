import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';

const KpiTileRoot = styled('div', { name: 'AcmeKpiTile', slot: 'root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  width: 220,
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
}));

const KpiTileTrend = styled('span', { name: 'AcmeKpiTile', slot: 'trend' })(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.success.main,
}));

// A dashed outline and a tag with the slot's name, drawn only while the switch is on.
function slotOutline(name: string): SxProps<Theme> {
  return {
    position: 'relative',
    outline: '1px dashed',
    outlineColor: 'primary.main',
    outlineOffset: 2,
    '&::after': {
      content: `"${name}"`,
      position: 'absolute',
      top: -9,
      right: 4,
      px: 0.5,
      fontSize: 11,
      lineHeight: '16px',
      fontFamily: 'monospace',
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      borderRadius: 0.5,
    },
  };
}

const slots = [
  ['root', 'the outer container: padding, border, surface'],
  ['label', 'what is measured'],
  ['value', 'the current figure'],
  ['trend', 'the change since the last period'],
];

export default function KpiTileAnatomy() {
  const [showSlots, setShowSlots] = React.useState(true);
  const outline = (name: string) => (showSlots ? slotOutline(name) : undefined);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      <KpiTileRoot sx={outline('root')}>
        <KpiTileLabel sx={outline('label')}>Trial conversions</KpiTileLabel>
        <KpiTileValue sx={outline('value')}>18.6%</KpiTileValue>
        <KpiTileTrend sx={outline('trend')}>+2.1% vs last month</KpiTileTrend>
      </KpiTileRoot>
      <div>
        <FormControlLabel
          control={<Switch checked={showSlots} onChange={(event) => setShowSlots(event.target.checked)} />}
          label="Outline the slots"
        />
        <Box component="dl" sx={{ m: 0, mt: 1 }}>
          {slots.map(([name, role]) => (
            <Box key={name} sx={{ display: 'flex', gap: 1 }}>
              <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace', minWidth: 48 }}>
                {name}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
                {role}
              </Typography>
            </Box>
          ))}
        </Box>
      </div>
    </Box>
  );
}
