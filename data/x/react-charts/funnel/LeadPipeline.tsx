import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const pipeline = [
  { label: 'Leads', value: 900, color: '#42a5f5' },
  { label: 'Qualified', value: 420, color: '#26a69a' },
  { label: 'Proposal', value: 160, color: '#ffa726' },
  { label: 'Won', value: 70, color: '#ef5350' },
];

export default function LeadPipeline() {
  const [proportional, setProportional] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch checked={proportional} onChange={(event) => setProportional(event.target.checked)} />
        }
        label="Section height follows the value"
      />
      <FunnelChart
        height={340}
        margin={{ top: 24 }}
        title="Sales pipeline for Q2"
        categoryAxis={{
          categories: pipeline.map((stage) => stage.label),
          position: 'left',
          size: 80,
          scaleType: proportional ? 'linear' : 'band',
        }}
        series={[{ data: pipeline, curve: 'step', borderRadius: 4 }]}
      />
    </Stack>
  );
}
