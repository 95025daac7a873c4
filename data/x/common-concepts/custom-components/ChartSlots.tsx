import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const online = [42, 51, 48, 63, 70, 77];
const inStore = [30, 28, 35, 33, 31, 36];

// Replaces the default "No data to display" text. It renders inside the chart's SVG.
function NoSalesOverlay() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="middle"
      style={{ fontSize: 14, fill: 'currentColor' }}
    >
      No sales recorded for this period
    </text>
  );
}

export default function ChartSlots() {
  const [hasData, setHasData] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={hasData} onChange={(event) => setHasData(event.target.checked)} />}
        label="Show sales"
      />
      <BarChart
        height={280}
        margin={{ top: 24, right: 16 }}
        xAxis={[{ data: months, scaleType: 'band' }]}
        series={
          hasData
            ? [
                { data: online, label: 'Online orders' },
                { data: inStore, label: 'In-store orders' },
              ]
            : []
        }
        slots={{ noDataOverlay: NoSalesOverlay }}
        slotProps={{
          legend: { position: { vertical: 'bottom', horizontal: 'center' } },
          tooltip: { trigger: 'item' },
        }}
      />
    </div>
  );
}
