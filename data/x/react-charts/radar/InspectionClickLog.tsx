import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Food safety inspection of two restaurant kitchens, scored out of 20 per area.
const areas = ['Storage', 'Hygiene', 'Temperatures', 'Records', 'Pest control', 'Training'];
const kitchens = [
  { id: 'harbour', label: 'Harbour Grill', data: [17, 19, 14, 12, 18, 15] },
  { id: 'garden', label: 'Garden Bistro', data: [13, 15, 18, 17, 12, 19] },
];

export default function InspectionClickLog() {
  const [log, setLog] = React.useState<string[]>(['Click a shape, a mark, or anywhere in the chart.']);
  const add = (line: string) => setLog((previous) => [line, ...previous].slice(0, 3));

  return (
    <Stack spacing={1}>
      <RadarChart
        height={280}
        title="Inspection scores out of 20"
        radar={{ max: 20, metrics: areas }}
        series={kitchens.map((kitchen) => ({ ...kitchen, fillArea: true }))}
        onAreaClick={(_, item) => add(`onAreaClick: ${item.seriesId}, nearest area "${areas[item.dataIndex]}"`)}
        onMarkClick={(_, item) =>
          add(
            `onMarkClick: ${item.seriesId} scored ${kitchens.find((k) => k.id === item.seriesId)?.data[item.dataIndex]} on ${areas[item.dataIndex]}`,
          )
        }
        onAxisClick={(_, data) => {
          if (data) {
            const values = Object.entries(data.seriesValues)
              .map(([id, value]) => `${id} ${value}`)
              .join(', ');
            add(`onAxisClick: ${data.axisValue} (index ${data.dataIndex}): ${values}`);
          }
        }}
      />
      <Typography component="div" variant="body2" aria-live="polite" sx={{ fontFamily: 'monospace', minHeight: 60 }}>
        {log.map((line, index) => (
          <div key={`${index}-${line}`}>{line}</div>
        ))}
      </Typography>
    </Stack>
  );
}
