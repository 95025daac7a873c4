import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

// Pallet locations in use, per warehouse zone.
const zones = [
  { id: 'a', label: 'Zone A · Bulk', value: 412 },
  { id: 'b', label: 'Zone B · Fast movers', value: 298 },
  { id: 'c', label: 'Zone C · Cold store', value: 120 },
  { id: 'd', label: 'Zone D · Hazmat', value: 64 },
  { id: 'e', label: 'Zone E · Returns', value: 88 },
  { id: 'f', label: 'Zone F · Mezzanine', value: 150 },
];

function Setting(props: { label: string; value: number; max: number; onChange: (value: number) => void }) {
  const { label, value, max, onChange } = props;
  const id = React.useId();
  return (
    <Box sx={{ flex: 1, minWidth: 160 }}>
      <Typography id={id} variant="body2">
        {label}: {value}px
      </Typography>
      <Slider
        size="small"
        min={0}
        max={max}
        value={value}
        aria-labelledby={id}
        onChange={(_, next) => onChange(next as number)}
      />
    </Box>
  );
}

export default function LegendSpacing() {
  const [markSize, setMarkSize] = React.useState(14);
  const [markGap, setMarkGap] = React.useState(8);
  const [itemGap, setItemGap] = React.useState(12);

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Setting label="Mark size" value={markSize} max={24} onChange={setMarkSize} />
        <Setting label="Mark to label" value={markGap} max={20} onChange={setMarkGap} />
        <Setting label="Between entries" value={itemGap} max={24} onChange={setItemGap} />
      </Stack>
      <PieChart
        height={260}
        margin={{ top: 24, bottom: 24 }}
        series={[{ data: zones, innerRadius: 50 }]}
        slotProps={{
          legend: {
            sx: {
              gap: `${itemGap}px`,
              [`& .${legendClasses.series}`]: { gap: `${markGap}px` },
              [`& .${legendClasses.series} .${legendClasses.mark}`]: {
                width: markSize,
                height: markSize,
              },
            },
          },
        }}
      />
    </Stack>
  );
}
