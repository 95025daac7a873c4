import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

// Category values must be unique: a band axis merges repeated values.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// Average daily temperature in Montréal, °C (rounded climate normals).
const temperatures = [-10, -8, -2, 6, 13, 19, 21, 20, 15, 8, 2, -6];

type MarkType = 'square' | 'circle' | 'line';

export default function TemperatureColorLegend() {
  const [markType, setMarkType] = React.useState<MarkType>('square');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={markType}
        aria-label="Legend mark type"
        onChange={(_, next: MarkType | null) => next && setMarkType(next)}
      >
        <ToggleButton value="square">square</ToggleButton>
        <ToggleButton value="circle">circle</ToggleButton>
        <ToggleButton value="line">line</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={320}
        margin={{ top: 24 }}
        xAxis={[
          {
            scaleType: 'band',
            data: months,
            valueFormatter: (value: string, context) =>
              context.location === 'tooltip' ? monthNames[months.indexOf(value)] : value,
          },
        ]}
        yAxis={[
          {
            width: 44,
            valueFormatter: (value: number) => `${value}°`,
            colorMap: {
              type: 'piecewise',
              thresholds: [0, 10, 20],
              colors: ['#1e88e5', '#26a69a', '#f9a825', '#e53935'],
            },
          },
        ]}
        series={[{ data: temperatures, label: 'Average', valueFormatter: (value) => `${value} °C` }]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            markType,
            labelPosition: 'end',
            labelFormatter: ({ min, max }) => {
              if (min === null) return `below ${max}°`;
              if (max === null) return `${min}° and above`;
              return `${min}° to ${max}°`;
            },
          },
        }}
      />
    </Stack>
  );
}
