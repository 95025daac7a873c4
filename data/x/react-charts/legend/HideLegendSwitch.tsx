import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Weekly active workspaces of a SaaS product, in thousands.
const activeWorkspaces = [4.1, 4.3, 4.2, 4.6, 4.9, 5.0, 5.4, 5.7];

export default function HideLegendSwitch() {
  const [showLegend, setShowLegend] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch checked={showLegend} onChange={(event) => setShowLegend(event.target.checked)} />
        }
        label="Show legend"
      />
      <LineChart
        height={280}
        margin={{ top: 24 }}
        hideLegend={!showLegend}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ width: 40, valueFormatter: (value: number) => `${value}k` }]}
        series={[
          {
            data: activeWorkspaces,
            label: 'Active workspaces',
            area: true,
            valueFormatter: (value) => `${value}k`,
          },
        ]}
      />
    </div>
  );
}
