import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Electricity drawn by a bakery, hour by hour over two days, in kWh.
const hours = Array.from(
  { length: 48 },
  (_, index) => `${index < 24 ? 'Mon' : 'Tue'} ${String(index % 24).padStart(2, '0')}h`,
);
const usage = hours.map((_, index) => {
  const hour = index % 24;
  const ovens = hour >= 3 && hour < 11 ? 38 : 0;
  const shop = hour >= 7 && hour < 19 ? 12 : 0;
  return 4 + ovens + shop + ((index * 13) % 7);
});

type Range = [number, number];

function LabelledSlider(props: { label: string; value: Range; onChange: (value: Range) => void }) {
  const { label, value, onChange } = props;
  return (
    <Box sx={{ flex: '1 1 200px', px: 1 }}>
      <Typography variant="body2">
        {label}: {value[0]} – {value[1]}
      </Typography>
      <Slider
        size="small"
        value={value}
        min={0}
        max={100}
        onChange={(_, next) => onChange(next as Range)}
        getAriaLabel={(index) => `${label}, ${index === 0 ? 'lower' : 'upper'} bound`}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}

export default function ZoomOptionsPlayground() {
  const [bounds, setBounds] = React.useState<Range>([0, 100]);
  const [spans, setSpans] = React.useState<Range>([10, 100]);
  const [step, setStep] = React.useState(5);
  const [panning, setPanning] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <LabelledSlider label="minStart / maxEnd" value={bounds} onChange={setBounds} />
        <LabelledSlider label="minSpan / maxSpan" value={spans} onChange={setSpans} />
        <Box sx={{ flex: '1 1 140px', px: 1 }}>
          <Typography variant="body2">step: {step}</Typography>
          <Slider
            size="small"
            value={step}
            min={1}
            max={25}
            onChange={(_, next) => setStep(next as number)}
            aria-label="step"
            valueLabelDisplay="auto"
          />
        </Box>
        <FormControlLabel
          control={<Switch checked={panning} onChange={(event) => setPanning(event.target.checked)} />}
          label="panning"
        />
      </Stack>
      <BarChartPro
        height={260}
        margin={{ top: 16, right: 24 }}
        xAxis={[
          {
            id: 'hour',
            scaleType: 'band',
            data: hours,
            zoom: {
              minStart: bounds[0],
              maxEnd: bounds[1],
              minSpan: spans[0],
              maxSpan: spans[1],
              step,
              panning,
            },
          },
        ]}
        yAxis={[{ width: 44, valueFormatter: (value: number) => `${value} kWh` }]}
        series={[{ data: usage, label: 'Electricity', valueFormatter: (value) => `${value} kWh` }]}
        showToolbar
      />
    </Stack>
  );
}
