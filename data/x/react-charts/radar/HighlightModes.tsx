import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';

const skills = ['Pace', 'Passing', 'Shooting', 'Defence', 'Stamina'];

export default function HighlightModes() {
  const [highlight, setHighlight] = React.useState<'axis' | 'series' | 'none'>('axis');
  const [picked, setPicked] = React.useState('Click an area or a mark.');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Highlight mode"
        value={highlight}
        onChange={(event, value) => value && setHighlight(value)}
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="series">series</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={280}
        title="Player ratings out of 100"
        highlight={highlight}
        radar={{ max: 100, metrics: skills }}
        series={[
          { id: 'Nora', label: 'Nora', data: [88, 72, 81, 45, 79] },
          { id: 'Malik', label: 'Malik', data: [64, 90, 58, 70, 85] },
          { id: 'Ines', label: 'Ines', data: [71, 60, 50, 92, 88], hideMark: true },
        ]}
        onAreaClick={(event, item) => setPicked(`Area of ${item.seriesId}`)}
        onMarkClick={(event, item) =>
          setPicked(`${item.seriesId}: ${skills[item.dataIndex]}`)
        }
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {picked}
      </Typography>
    </Stack>
  );
}
