import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const shifts = ['Early', 'Day', 'Late', 'Night'];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Parcels sorted per shift at a depot, in thousands.
const parcels = [
  [12, 18, 15, 9],
  [11, 17, 14, 8],
  [13, 19, 16, 10],
  [12, 18, 15, 9],
  [14, 21, 19, 12],
  [8, 11, 9, 5],
  [4, 6, 5, 3],
];
const data: HeatmapValueType[] = parcels.flatMap((row, y) =>
  row.map((value, x): HeatmapValueType => [x, y, value]),
);

type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export default function ImageFormatQualityExport() {
  const apiRef = useChartProApiRef<'heatmap'>();
  const [type, setType] = React.useState<ImageType>('image/png');
  const [quality, setQuality] = React.useState(0.9);
  const [copyStyles, setCopyStyles] = React.useState(true);
  const lossless = type === 'image/png';

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="type"
          value={type}
          onChange={(event) => setType(event.target.value as ImageType)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="image/png">image/png</MenuItem>
          <MenuItem value="image/jpeg">image/jpeg</MenuItem>
          <MenuItem value="image/webp">image/webp</MenuItem>
        </TextField>
        <Stack sx={{ width: 180 }}>
          <Typography id="export-quality-label" variant="body2">
            quality: {lossless ? 'not used' : quality}
          </Typography>
          <Slider
            size="small"
            min={0.1}
            max={1}
            step={0.1}
            value={quality}
            disabled={lossless}
            onChange={(_, value) => setQuality(value as number)}
            aria-labelledby="export-quality-label"
          />
        </Stack>
        <FormControlLabel
          control={<Checkbox checked={copyStyles} onChange={(event) => setCopyStyles(event.target.checked)} />}
          label="copyStyles"
        />
        <Button
          variant="contained"
          size="small"
          onClick={() => apiRef.current?.exportAsImage({ type, quality, copyStyles, fileName: 'depot-parcels-per-shift' })}
        >
          Export image
        </Button>
      </Stack>
      <Heatmap
        apiRef={apiRef}
        height={280}
        margin={{ top: 16 }}
        title="Parcels sorted per shift and weekday, in thousands"
        xAxis={[{ data: shifts }]}
        yAxis={[{ data: days, width: 44 }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 22, color: ['#e0f2f1', '#00695c'] } }]}
        series={[{ data, valueFormatter: (cell) => `${cell[2]}k parcels` }]}
      />
    </Stack>
  );
}
