import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Month-over-month change in monthly recurring revenue of a SaaS product, in %.
const growth = [4.2, 2.8, -1.5, 3.9, 6.1, 7.4, -3.2, -6.0, 1.1, 5.5, 8.2, 9.6];

function SizeSlider(props: { label: string; value: number; min: number; max: number; onChange: (value: number) => void }) {
  const id = React.useId();
  return (
    <Box sx={{ flex: 1, minWidth: 180 }}>
      <Typography id={id} variant="body2">
        {props.label}: {props.value}px
      </Typography>
      <Slider
        size="small"
        min={props.min}
        max={props.max}
        value={props.value}
        aria-labelledby={id}
        onChange={(_, next) => props.onChange(next as number)}
      />
    </Box>
  );
}

export default function GrowthContinuousLegend() {
  const [thickness, setThickness] = React.useState(10);
  const [length, setLength] = React.useState(260);
  const [reverse, setReverse] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <SizeSlider label="Thickness" value={thickness} min={2} max={24} onChange={setThickness} />
        <SizeSlider label="Length" value={length} min={120} max={400} onChange={setLength} />
        <FormControlLabel
          control={<Switch checked={reverse} onChange={(event) => setReverse(event.target.checked)} />}
          label="Reverse"
        />
      </Stack>
      <BarChart
        height={300}
        margin={{ top: 24 }}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            width: 44,
            valueFormatter: (value: number) => `${value}%`,
            colorMap: { type: 'continuous', min: -10, max: 10, color: ['#e65100', '#1565c0'] },
          },
        ]}
        series={[{ data: growth, label: 'MRR growth', valueFormatter: (value) => `${value}%` }]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            thickness,
            reverse,
            labelPosition: 'extremes',
            // A string, or a function of the value and its formatted text.
            // The labels sit in narrow grid columns: non-breaking spaces keep each on one line.
            minLabel: ({ formattedValue }) => `${formattedValue}\u00a0or\u00a0less`,
            maxLabel: ({ formattedValue }) => `+${formattedValue}\u00a0or\u00a0more`,
            sx: { width: length, maxWidth: '100%' },
          },
        }}
      />
    </Stack>
  );
}
