import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import type { ChartsToolbarImageExportOptions } from '@mui/x-charts-pro/ChartsToolbarPro';

// Used cars on a dealer's lot: age in years and asking price in € thousands.
const cars = [
  { id: 1, x: 1, y: 27.5 },
  { id: 2, x: 2, y: 24.9 },
  { id: 3, x: 2, y: 22.1 },
  { id: 4, x: 3, y: 19.8 },
  { id: 5, x: 4, y: 17.2 },
  { id: 6, x: 4, y: 18.6 },
  { id: 7, x: 5, y: 14.9 },
  { id: 8, x: 6, y: 13.5 },
  { id: 9, x: 7, y: 11.2 },
  { id: 10, x: 8, y: 9.8 },
  { id: 11, x: 9, y: 8.4 },
  { id: 12, x: 11, y: 6.1 },
];

const fileName = 'used-car-prices-by-age';
const formats = [
  { type: 'image/png', label: 'PNG' },
  { type: 'image/jpeg', label: 'JPEG' },
  { type: 'image/webp', label: 'WebP' },
] as const;

export default function ExportMenuFormatPicker() {
  const [print, setPrint] = React.useState(true);
  const [enabled, setEnabled] = React.useState<string[]>(['image/png', 'image/jpeg']);

  const imageExportOptions: ChartsToolbarImageExportOptions[] = formats
    .filter((format) => enabled.includes(format.type))
    .map((format) => ({ type: format.type, fileName, quality: 0.9 }));

  const toggle = (type: string) =>
    setEnabled((previous) =>
      previous.includes(type) ? previous.filter((item) => item !== type) : [...previous, type],
    );

  return (
    <Stack spacing={1}>
      <FormGroup row role="group" aria-label="Entries of the export menu">
        <FormControlLabel
          control={<Checkbox checked={print} onChange={(event) => setPrint(event.target.checked)} />}
          label="Print"
        />
        {formats.map((format) => (
          <FormControlLabel
            key={format.type}
            control={<Checkbox checked={enabled.includes(format.type)} onChange={() => toggle(format.type)} />}
            label={format.label}
          />
        ))}
      </FormGroup>
      <ScatterChartPro
        height={300}
        showToolbar
        title="Asking price of used cars by age"
        xAxis={[{ label: 'Age (years)', min: 0 }]}
        yAxis={[{ width: 48, valueFormatter: (value: number) => `€${value}k` }]}
        series={[{ label: 'Cars', data: cars, valueFormatter: (car) => car && `${car.x} years, €${car.y}k` }]}
        slotProps={{
          toolbar: {
            printOptions: { disableToolbarButton: !print, fileName },
            imageExportOptions,
          },
        }}
      />
    </Stack>
  );
}
