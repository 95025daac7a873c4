import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

type StepCurve = 'step' | 'stepBefore' | 'stepAfter';

// Electricity used per 4-hour block (bars, kWh) and the tariff in force (step line, cents per kWh).
const blocks = ['0-4h', '4-8h', '8-12h', '12-16h', '16-20h', '20-24h'];

export default function TariffStepComposition() {
  const [curve, setCurve] = React.useState<StepCurve>('step');
  const [strictStepCurve, setStrictStepCurve] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="curve"
          value={curve}
          onChange={(event) => setCurve(event.target.value as StepCurve)}
          sx={{ minWidth: 140 }}
        >
          {['step', 'stepBefore', 'stepAfter'].map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={strictStepCurve} onChange={(event) => setStrictStepCurve(event.target.checked)} />}
          label="strictStepCurve"
        />
      </Stack>
      <ChartContainer
        height={260}
        margin={{ top: 16, right: 16 }}
        aria-label="Electricity use and tariff per block of the day"
        xAxis={[{ scaleType: 'band', data: blocks }]}
        yAxis={[
          { id: 'kwh', width: 36 },
          { id: 'cents', position: 'right', width: 36, min: 0, max: 40 },
        ]}
        series={[
          { type: 'bar', label: 'Use (kWh)', data: [2.1, 1.4, 3.8, 2.9, 5.2, 4.4], yAxisId: 'kwh', color: '#b0bec5' },
          { type: 'line', label: 'Tariff (¢)', data: [14, 14, 27, 22, 36, 27], yAxisId: 'cents', curve, strictStepCurve },
        ]}
      >
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis axisId="kwh" />
        <ChartsYAxis axisId="cents" />
      </ChartContainer>
    </Stack>
  );
}
