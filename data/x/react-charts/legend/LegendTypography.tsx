import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';
import { labelMarkClasses } from '@mui/x-charts/ChartsLabel';

const terms = ['Autumn 23', 'Spring 24', 'Autumn 24', 'Spring 25', 'Autumn 25'];
// Enrolments per term in two course families of an online catalogue.
const dataScience = [640, 720, 910, 1040, 1180];
const design = [520, 610, 580, 700, 760];

type Size = 'small' | 'medium' | 'large';
const fontSizes: Record<Size, number> = { small: 12, medium: 14, large: 16 };

export default function LegendTypography() {
  const [size, setSize] = React.useState<Size>('medium');
  const [weight, setWeight] = React.useState<'regular' | 'bold'>('regular');

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={size}
          aria-label="Legend font size"
          onChange={(_, next: Size | null) => next && setSize(next)}
        >
          <ToggleButton value="small">12px</ToggleButton>
          <ToggleButton value="medium">14px</ToggleButton>
          <ToggleButton value="large">16px</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={weight}
          aria-label="Legend font weight"
          onChange={(_, next: 'regular' | 'bold' | null) => next && setWeight(next)}
        >
          <ToggleButton value="regular">Regular</ToggleButton>
          <ToggleButton value="bold">Bold</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <LineChart
        height={300}
        margin={{ top: 24 }}
        xAxis={[{ scaleType: 'point', data: terms }]}
        yAxis={[{ width: 48 }]}
        series={[
          { data: dataScience, label: 'Data science', area: true, showMark: false },
          { data: design, label: 'Design', area: true, showMark: false },
        ]}
        // The areas are translucent...
        sx={{ [`& .${areaElementClasses.root}`]: { fillOpacity: 0.35 } }}
        slotProps={{
          legend: {
            sx: {
              fontSize: fontSizes[size],
              fontWeight: weight === 'bold' ? 700 : 400,
              color: 'text.secondary',
              // ...so the legend marks are too. The mark is SVG: style its `fill` element.
              [`& .${labelMarkClasses.fill}`]: { fillOpacity: 0.35 },
            },
          },
        }}
      />
    </Stack>
  );
}
