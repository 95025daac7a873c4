import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Direction = 'horizontal' | 'vertical';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  const { label, value, options, onChange } = props;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={label}
      onChange={(_, next: T | null) => next && onChange(next)}
    >
      {options.map((option) => (
        <ToggleButton key={option} value={option}>
          {option}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export default function LegendPlacement() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');
  const [direction, setDirection] = React.useState<Direction>('horizontal');

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Choice
          label="Vertical position"
          value={vertical}
          options={['top', 'middle', 'bottom'] as const}
          onChange={setVertical}
        />
        <Choice
          label="Horizontal position"
          value={horizontal}
          options={['start', 'center', 'end'] as const}
          onChange={setHorizontal}
        />
        <Choice
          label="Direction"
          value={direction}
          options={['horizontal', 'vertical'] as const}
          onChange={setDirection}
        />
      </Stack>
      <BarChart
        height={300}
        margin={{ top: 24 }}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 40, valueFormatter: (value: number) => `${value}k` }]}
        series={[
          { data: [12, 14, 15, 13, 17, 19], label: 'Desktop' },
          { data: [18, 19, 22, 24, 27, 30], label: 'Mobile' },
          { data: [3, 3, 4, 4, 3, 5], label: 'Tablet' },
        ]}
        slotProps={{ legend: { position: { vertical, horizontal }, direction } }}
      />
    </Stack>
  );
}
