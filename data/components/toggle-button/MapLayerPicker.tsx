import * as React from 'react';
import ToggleButton, { toggleButtonClasses } from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';
import MapIcon from '@mui/icons-material/Map';
import SatelliteAltIcon from '@mui/icons-material/SatelliteAlt';
import TerrainIcon from '@mui/icons-material/Terrain';
import DirectionsTransitIcon from '@mui/icons-material/DirectionsTransit';

const { grouped } = toggleButtonGroupClasses;
const { selected } = toggleButtonClasses;

// A stacked group with space between the buttons, each a full card-like row.
const LayerGroup = styled(ToggleButtonGroup)(({ theme }) => ({
  gap: theme.spacing(1),
  width: 220,
  [`&& .${grouped}, && .${grouped}.${selected} + .${grouped}.${selected}`]: {
    margin: 0,
    border: `1px solid ${(theme.vars || theme).palette.divider}`,
    borderRadius: (theme.vars || theme).shape.borderRadius,
    justifyContent: 'flex-start',
    gap: theme.spacing(1.5),
    textTransform: 'none',
  },
}));

const layers = [
  { value: 'default', label: 'Default', icon: <MapIcon /> },
  { value: 'satellite', label: 'Satellite', icon: <SatelliteAltIcon /> },
  { value: 'terrain', label: 'Terrain', icon: <TerrainIcon /> },
  { value: 'transit', label: 'Transit lines', icon: <DirectionsTransitIcon /> },
];

export default function MapLayerPicker() {
  const [layer, setLayer] = React.useState('satellite');

  return (
    <LayerGroup
      orientation="vertical"
      color="primary"
      value={layer}
      exclusive
      onChange={(event, next: string | null) => next && setLayer(next)}
      aria-label="Map layer"
    >
      {layers.map((item) => (
        <ToggleButton key={item.value} value={item.value}>
          {item.icon}
          {item.label}
        </ToggleButton>
      ))}
    </LayerGroup>
  );
}
